import { getTextareaProps } from "@conform-to/react";
import { Textarea } from "~/ui/mantine/Textarea";
import { useFieldError, type BaseProps, requiredProps } from "./shared";

export function TextareaField({ field, label, description, placeholder, required, maxLength, rows = 3 }: BaseProps & { maxLength?: number; rows?: number }) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getTextareaProps(field);
  return (
    <Textarea
      key={key}
      {...props}
      label={label}
      description={description}
      placeholder={placeholder}
      error={error}
      rows={rows}
      autosize={false}
      data-maxlength={maxLength}
      {...requiredProps(required)}
    />
  );
}
