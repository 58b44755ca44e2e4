import "dayjs/locale/zh-cn";
import datesStyles from "@mantine/dates/styles.css";
import { DateInput, DatesProvider, type DateInputProps } from "@mantine/dates";
import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject } from "react";
import { useTranslation } from "~/i18n/react";
import { endOfDay, nativeDateValue, parseDateValue, pickerFormat } from "~/lib/date-values";
import type { Carried, DateInputFieldProps } from "./DateInputField";

/** dayjs locales of the console's languages. */
const DAYJS_LOCALES = { "zh-CN": "zh-cn", "en-US": "en" } as const;

/** Fetched after hydration by DateInputField: Mantine's DateInput in the page's language. */
export default function DatePickerField({
  kind,
  name,
  form,
  defaultValue,
  step,
  rangeEnd,
  carried,
  ...input
}: DateInputFieldProps & { carried?: MutableRefObject<Carried> }) {
  const { i18n } = useTranslation();
  const [value, setValue] = useState<Date | null>(() => parseDateValue(carried?.current.value ?? defaultValue ?? ""));
  const ref = useRef<HTMLInputElement>(null);
  // What the native input held when this was drawn; it may have changed before the commit that replaced it
  // (DateInputField carries the value over as the input leaves): the picker takes that, before the browser paints.
  const drawnFrom = useRef(carried?.current.value);
  useLayoutEffect(() => {
    const typed = carried?.current.value;
    if (typed !== undefined && typed !== drawnFrom.current) setValue(parseDateValue(typed));
  }, [carried]);
  // While the calendar is open, Escape closes the calendar alone, not the dialog around it (Mantine's modal
  // closes on Escape from anywhere but an element marked so, as its own dropdowns are).
  const [calendarOpen, setCalendarOpen] = useState(false);
  useEffect(() => {
    if (carried?.current.focused) ref.current?.focus();
  }, [carried]);
  const withSeconds = step !== undefined && step < 60;
  const format = pickerFormat(kind, withSeconds);
  const change = (next: Date | null) => {
    // A day picked for the end of a range (no time yet) covers the whole day.
    const dayOnly = next !== null && value === null && next.getHours() + next.getMinutes() + next.getSeconds() === 0;
    setValue(next && rangeEnd && kind === "datetime-local" && dayOnly ? endOfDay(next) : next);
  };
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[i18n.language] }}>
      <link rel="stylesheet" href={datesStyles} />
      <DateInput
        {...(input as DateInputProps)}
        ref={ref}
        value={value}
        onChange={change}
        valueFormat={format}
        placeholder={format}
        dateParser={parseDateValue}
        clearable
        popoverProps={{ withinPortal: true, onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
        data-mantine-stop-propagation={calendarOpen ? "true" : undefined}
      />
      <input type="hidden" name={name} form={form} value={nativeDateValue(value, kind)} />
    </DatesProvider>
  );
}
