import { getInputProps } from "@conform-to/react";
import { Checkbox } from "~/ui/mantine/Checkbox";
import { useFieldError, type BaseProps } from "./shared";

/** A native checkbox (posts "on" when checked, nothing when not), so it works without JavaScript. */
export function CheckboxField({ field, label, description }: BaseProps) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getInputProps(field, { type: "checkbox" });
  return <Checkbox key={key} {...props} label={label} description={description} error={error} />;
}
