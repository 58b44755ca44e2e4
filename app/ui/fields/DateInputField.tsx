import { startTransition, useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { nativeStep, type NativeDateKind } from "~/lib/date-values";
import { TextInput } from "~/ui/mantine";
import { PlainTextInput } from "./PlainInputs";
import { useHydrated } from "~/ui/use-hydrated";

export type DateInputFieldProps = Omit<ComponentProps<typeof TextInput>, "type" | "defaultValue" | "step" | "ref"> & {
  kind: NativeDateKind;
  name: string;
  defaultValue?: string;
  /** Seconds step (1: seconds shown and typed in the picker; the native input only for a value with seconds: nativeStep). */
  step?: number;
  /** The end of a range: a day picked on the calendar alone ends at 23:59:59. */
  rangeEnd?: boolean;
  /**
   * The native input drawn as Mantine's markup without its components (PlainInputs: no re-render once hydrated),
   * for fields given only a name, label, value and error: a list's filters.
   */
  plain?: boolean;
};

/** The native input's state when the picker replaces it. */
export interface Carried {
  value?: string;
  focused?: boolean;
}

type PickerComponent = typeof import("./DatePickerField").default;
/** Once fetched, later fields (after a navigation) show the picker at once. */
let loadedPicker: PickerComponent | null = null;

/**
 * A date or date-and-time field. The server (and a browser without JavaScript) draws the native input; once the
 * page is hydrated, Mantine's picker is fetched (not in the first-load JavaScript) and takes its place: a typed
 * or calendar-picked value, localized, posted by a hidden input under the same name in the native format.
 * The native input stays the same element until the picker is there (no fallback drawn in between), and only a
 * field nobody has changed yet is replaced: a value typed on a slow line stays in the native input, which posts
 * the same format (the swap would mount a new field, and a form's state about it — its error — would be lost).
 * Focus carries over. A field hidden in a closed disclosure keeps its native input until the disclosure opens (issue 13:
 * a phone's folded filters fetched and drew two pickers nobody could see).
 */
export function DateInputField(props: DateInputFieldProps) {
  const hydrated = useHydrated();
  const native = useRef<HTMLInputElement | null>(null);
  const carried = useRef<Carried>({});
  // The picker is drawn in a transition: something typed between its render (which checked the field untouched) and
  // its commit would be lost with the native input. React detaches this ref in that commit, before it removes the
  // input: what the input holds then, and whether it has the focus, goes over to the picker.
  const nativeRef = useCallback((input: HTMLInputElement | null) => {
    const leaving = native.current;
    if (input === null && leaving) carried.current = { value: leaving.value, focused: document.activeElement === leaving };
    native.current = input;
  }, []);
  const [Picker, setPicker] = useState<PickerComponent | null>(() => loadedPicker);
  // A field in a closed disclosure is not drawn (a phone's folded filters): its picker is fetched when that opens.
  const [disclosed, setDisclosed] = useState(0);
  useEffect(() => {
    if (!hydrated || Picker) return;
    const input = native.current;
    const fold = input?.closest("details:not([open])");
    if (input && fold && input.getClientRects().length === 0) {
      const opened = () => setDisclosed((count) => count + 1);
      fold.addEventListener("toggle", opened, { once: true });
      return () => fold.removeEventListener("toggle", opened);
    }
    let mounted = true;
    void import("./DatePickerField").then((module) => {
      loadedPicker = module.default;
      if (!mounted || edited(native.current)) return;
      carried.current = { value: native.current?.value, focused: native.current !== null && document.activeElement === native.current };
      // A transition: React draws the pickers in slices between which the page still answers (issue 13: drawn at
      // once, a list's two pickers were a 100 ms task on a phone).
      startTransition(() => setPicker(() => module.default));
    });
    return () => {
      mounted = false;
    };
  }, [hydrated, Picker, disclosed]);
  const { kind, rangeEnd: _end, plain, ...rest } = props;
  // Checked again as it renders: a value typed after the check above (before this render) keeps the native input.
  // (Once the picker is shown the native input is gone, and with it this check.)
  if (!hydrated || !Picker || edited(native.current)) {
    const step = nativeStep(kind, rest.defaultValue, rest.step);
    if (plain) {
      const label = typeof rest.label === "string" ? rest.label : undefined;
      const error = typeof rest.error === "string" ? rest.error : undefined;
      return <PlainTextInput inputRef={nativeRef} type={kind} step={step} name={rest.name} label={label} error={error} defaultValue={rest.defaultValue} id={rest.id} />;
    }
    return <TextInput {...rest} step={step} ref={nativeRef} type={kind} />;
  }
  const { plain: _plain, ...pickerProps } = props;
  return <Picker {...pickerProps} carried={carried} />;
}

/** Whether the native input holds something else than the server drew. */
function edited(input: HTMLInputElement | null): boolean {
  return input !== null && input.value !== input.defaultValue;
}
