import { useFieldError, type BaseProps } from "./shared";

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
