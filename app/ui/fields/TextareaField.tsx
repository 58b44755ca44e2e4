import { getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Textarea } from "~/ui/mantine/Textarea";
import { useFieldError, type BaseProps, requiredProps } from "./shared";

export function TextareaField({
  field,
  label,
  description,
  placeholder,
  required,
  maxLength,
  rows = 3,
  around,
}: BaseProps & { maxLength?: number; rows?: number; /** Shown with the textarea, between its label and its error (a toolbar). */ around?: ReactNode }) {
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
      inputContainer={
        around
          ? (input) => (
              <div className="textarea-with-tools">
                {around}
                {input}
              </div>
            )
          : undefined
      }
      {...requiredProps(required)}
    />
  );
}
