/** What went wrong on a platform call, in the terms the console's error catalogue (§8) needs. */
export type PlatformErrorKind = "http" | "network" | "timeout" | "shape";

export interface FieldError {
  field: string;
  message: string;
}

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    readonly status: number,
    /** The upstream's detail or message field, already in the request's language. */
    readonly detail: string | null,
    readonly fieldErrors: FieldError[] = [],
    readonly code: string | null = null,
  ) {
    super(detail ?? `${kind} ${status}`);
    this.name = "PlatformError";
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
