import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Alert, Checkbox, NativeSelect, PasswordInput, Textarea, TextInput, type MantineSize } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";

/**
 * Form inputs that work as plain HTML (no JavaScript needed to submit or to see errors) and look like Mantine.
 * Errors are i18n keys (see ~/i18n/messages) translated here, so server and browser checks read the same.
 */
type Field = FieldMetadata<any, any, string[]>;

interface BaseProps {
  field: Field;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  size?: MantineSize;
  autoComplete?: string;
  autoFocus?: boolean;
}

export function useFieldError(field: Field): string | undefined {
  const { t } = useTranslation();
  const first = field.errors?.[0];
  return first ? translateMessage(t, first) : undefined;
}

/** Mantine marks required fields with an asterisk; native `required` would make the browser validate in its own language. */
function requiredProps(required?: boolean) {
  return required ? { withAsterisk: true, "aria-required": true } : {};
}

export function TextField({ field, label, description, placeholder, required, size, autoComplete, autoFocus, type = "text" }: BaseProps & { type?: "text" | "email" | "tel" | "url" | "search" | "number" | "date" | "time" | "datetime-local" }) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getInputProps(field, { type: "text" });
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

export interface Option {
  value: string;
  label: string;
}

export function SelectField({ field, label, description, required, options, emptyLabel }: BaseProps & { options: Option[]; emptyLabel?: string }) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getSelectProps(field);
  const data = emptyLabel !== undefined ? [{ value: "", label: emptyLabel }, ...options] : options;
  return <NativeSelect key={key} {...props} label={label} description={description} error={error} data={data} {...requiredProps(required)} />;
}

/** A native checkbox (posts "on" when checked, nothing when not), so it works without JavaScript. */
export function CheckboxField({ field, label, description }: BaseProps) {
  const error = useFieldError(field);
  const { key, required: _r, ...props } = getInputProps(field, { type: "checkbox" });
  return <Checkbox key={key} {...props} label={label} description={description} error={error} />;
}

/**
 * A native file input styled like Mantine's inputs: Mantine's FileInput keeps the file in React state, which
 * a form posted without JavaScript would never send.
 */
export function FileField({ field, label, description, required, accept }: BaseProps & { accept?: string }) {
  const error = useFieldError(field);
  const inputId = field.id;
  return (
    <div className="native-file">
      <label htmlFor={inputId} className="native-file__label">
        {label}
        {required && <span className="native-file__required" aria-hidden="true"> *</span>}
      </label>
      {description && (
        <div className="native-file__description" id={`${inputId}-description`}>
          {description}
        </div>
      )}
      <input
        id={inputId}
        name={field.name}
        type="file"
        accept={accept}
        className="native-file__input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[description ? `${inputId}-description` : null, error ? field.errorId : null].filter(Boolean).join(" ") || undefined}
      />
      {error && (
        <div className="native-file__error" id={field.errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** Errors that belong to the whole form (upstream faults, a rule spanning fields). */
export function FormErrors({ errors, detail }: { errors?: string[] | null; detail?: string | null }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error" title={translateMessage(t, errors[0])}>
      {errors.slice(1).map((error) => (
        <div key={error}>{translateMessage(t, error)}</div>
      ))}
      {detail}
    </Alert>
  );
}
