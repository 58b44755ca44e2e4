import { lazy, Suspense, useRef, type ComponentProps } from "react";
import type { NativeDateKind } from "~/lib/date-values";
import { TextInput } from "~/ui/mantine/TextInput";
import { useHydrated } from "~/ui/use-hydrated";

export type DateInputFieldProps = Omit<ComponentProps<typeof TextInput>, "type" | "defaultValue" | "step" | "ref"> & {
  kind: NativeDateKind;
  name: string;
  defaultValue?: string;
  /** Seconds step of the native input (1: seconds shown and typed). */
  step?: number;
  /** The end of a range: a day picked on the calendar alone ends at 23:59:59. */
  rangeEnd?: boolean;
};

/** The native input's state when the picker replaces it. */
export interface Carried {
  value?: string;
  focused?: boolean;
}

const Picker = lazy(() => import("./DatePickerField"));

/**
 * A date or date-and-time field. The server (and a browser without JavaScript) draws the native input; once the
 * page is hydrated, Mantine's picker is fetched (not in the first-load JavaScript) and takes its place: a typed
 * or calendar-picked value, localized, posted by a hidden input under the same name in the native format.
 */
export function DateInputField(props: DateInputFieldProps) {
  const hydrated = useHydrated();
  // What is typed into the native input while the picker loads carries over to it, and so does the focus.
  const typed = useRef<Carried>({});
  const { kind, rangeEnd: _end, ...rest } = props;
  if (!hydrated) return <TextInput {...rest} type={kind} />;
  const fallback = (
    <TextInput
      {...rest}
      type={kind}
      onChange={(event) => (typed.current.value = event.currentTarget.value)}
      onFocus={() => (typed.current.focused = true)}
      onBlur={() => (typed.current.focused = false)}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <Picker {...props} carried={typed} />
    </Suspense>
  );
}
