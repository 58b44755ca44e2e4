import type { FieldMetadata } from "@conform-to/react";
import type { MantineSize } from "@mantine/core";
import type { ReactNode } from "react";
import { translateMessage } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";

/**
 * Form inputs that work as plain HTML (no JavaScript needed to submit or to see errors) and look like Mantine,
 * one per module so a page loads only the inputs it shows. Errors are i18n keys (see ~/i18n/messages)
 * translated here, so server and browser checks read the same.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Field = FieldMetadata<any, any, string[]>;

export interface BaseProps {
  field: Field;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  size?: MantineSize;
  autoComplete?: string;
  autoFocus?: boolean;
}

export interface Option {
  value: string;
  label: string;
}

export function useFieldError(field: Field): string | undefined {
  return useErrorText(field.errors);
}

/** The first of a field's errors, translated (a form without conform passes the errors of its server result). */
export function useErrorText(errors: readonly string[] | null | undefined): string | undefined {
  const { t } = useTranslation();
  const first = errors?.[0];
  return first ? translateMessage(t, first) : undefined;
}

/** Mantine marks required fields with an asterisk; native `required` would make the browser validate in its own language. */
export function requiredProps(required?: boolean) {
  return required ? { withAsterisk: true, "aria-required": true } : {};
}
