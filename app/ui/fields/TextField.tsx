import { getInputProps } from "@conform-to/react";
import { TextInput } from "~/ui/mantine/TextInput";
import { DateInputField } from "./DateInputField";
import { useFieldError, type BaseProps, requiredProps } from "./shared";

export function TextField({ field, label, description, placeholder, required, size, autoComplete, autoFocus, type = "text" }: BaseProps & { type?: "text" | "email" | "tel" | "url" | "search" | "number" | "date" | "time" | "datetime-local" }) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getInputProps(field, { type: "text" });
  if (type === "date" || type === "datetime-local") {
    const defaultValue = typeof props.defaultValue === "string" ? props.defaultValue : undefined;
    return (
      <DateInputField
        key={key}
        {...props}
        defaultValue={defaultValue}
        step={props.step === undefined ? undefined : Number(props.step)}
        kind={type}
        label={label}
        description={description}
        placeholder={placeholder}
        error={error}
        size={size}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        {...requiredProps(required)}
      />
    );
  }
  return (
    <TextInput
      key={key}
      {...props}
      type={type}
      label={label}
      description={description}
      placeholder={placeholder}
      error={error}
      size={size}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      {...requiredProps(required)}
    />
  );
}
