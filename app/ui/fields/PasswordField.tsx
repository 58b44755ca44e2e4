import { getInputProps } from "@conform-to/react";
import { PasswordInput } from "./PasswordInput";
import { useFieldError, type BaseProps, requiredProps } from "./shared";

export function PasswordField({ field, label, description, placeholder, required, size, autoComplete = "current-password", autoFocus }: BaseProps) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getInputProps(field, { type: "password" });
  return (
    <PasswordInput
      key={key}
      {...props}
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
