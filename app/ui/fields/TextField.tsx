import { getInputProps } from "@conform-to/react";
import { TextInput } from "~/ui/mantine";
import { DateInputField } from "./DateInputField";
import { useFieldError, type BaseProps, requiredProps } from "./shared";

export function TextField({ field, label, description, placeholder, required, size, autoComplete, autoFocus, type = "text" }: BaseProps & { type?: "text" | "email" | "tel" | "url" | "search" | "number" | "date" | "time" | "datetime-local" }) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getInputProps(field, { type: "text" });
  const shown = { label, description, placeholder, error, size, autoComplete, autoFocus, ...requiredProps(required) };
  if (type === "date" || type === "datetime-local") {
    // Mantine's picker once hydrated (DateInputField), posting the native input's name and format.
    const { defaultValue, step, type: _text, ...rest } = props;
    return (
      <DateInputField
        key={key}
        {...rest}
        defaultValue={typeof defaultValue === "string" ? defaultValue : undefined}
        step={step === undefined ? undefined : Number(step)}
        kind={type}
        {...shown}
      />
    );
  }
  return <TextInput key={key} {...props} type={type} {...shown} />;
}
