import { useId, type ChangeEventHandler, type CSSProperties, type ReactNode } from "react";

/**
 * Mantine's TextInput and NativeSelect markup (class names, data attributes, ARIA wiring), drawn directly: a list's
 * filter bar has up to 30 of them, and each Mantine input is some 15 components deep (props, styles, wrapper
 * context), most of a list page's server time and of its hydration in the browser, for markup that never changes
 * after it is drawn. Same look (Mantine's stylesheet styles the classes), same behaviour (plain form fields).
 * PlainInputs.test.tsx renders both and compares, so a Mantine upgrade that changes its markup fails there.
 * Default variant and size only: other looks use Mantine's components.
 */
interface PlainFieldProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** A string, as Mantine's chevron echoes it in an attribute. */
  error?: string;
  id?: string;
}

export function PlainTextInput({ name, label, description, error, id, defaultValue, maxLength, type }: PlainFieldProps & { defaultValue?: string; maxLength?: number; type?: "text" | "search" | "email" | "tel" }) {
  const ids = useFieldIds(id);
  return (
    <Wrapper kind="TextInput" ids={ids} label={label} description={description} error={error}>
      <input
        className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
        data-variant="default"
        data-error={error ? "true" : undefined}
        type={type}
        name={name}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(ids, description, error)}
        id={ids.input}
        defaultValue={defaultValue}
      />
    </Wrapper>
  );
}

export function PlainNativeSelect({
  name,
  label,
  description,
  error,
  id,
  defaultValue,
  onChange,
  data,
}: PlainFieldProps & { defaultValue?: string; onChange?: ChangeEventHandler<HTMLSelectElement>; data: readonly { value: string; label: string }[] }) {
  const ids = useFieldIds(id);
  return (
    <Wrapper kind="NativeSelect" ids={ids} label={label} description={description} error={error} rightSection={<Chevron error={error} />}>
      <select
        className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
        data-variant="default"
        data-error={error ? "true" : undefined}
        name={name}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(ids, description, error)}
        id={ids.input}
        defaultValue={defaultValue}
        onChange={onChange}
      >
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

interface FieldIds {
  input: string;
  label: string;
  description: string;
  error: string;
}

/** Mantine's ids: `mantine-` and React's id without colons, and the label's, description's and error's beside. */
function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const input = id ?? `mantine-${generated.replace(/:/g, "")}`;
  return { input, label: `${input}-label`, description: `${input}-description`, error: `${input}-error` };
}

function describedBy(ids: FieldIds, description: ReactNode, error: string | undefined): string | undefined {
  return [error ? ids.error : "", description ? ids.description : ""].filter(Boolean).join(" ") || undefined;
}

function Wrapper({
  kind,
  ids,
  label,
  description,
  error,
  rightSection,
  children,
}: {
  kind: "TextInput" | "NativeSelect";
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  const style: Record<string, string> = {};
  if (description) style["--input-margin-top"] = "calc(var(--mantine-spacing-xs) / 2)";
  if (error) style["--input-margin-bottom"] = "calc(var(--mantine-spacing-xs) / 2)";
  if (rightSection) style["--input-right-section-pointer-events"] = "none";
  return (
    <div className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`} data-error={error ? "true" : undefined}>
      <label className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`} htmlFor={ids.input} id={ids.label}>
        {label}
      </label>
      {description && (
        <p className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`} id={ids.description}>
          {description}
        </p>
      )}
      <div
        style={Object.keys(style).length ? (style as CSSProperties) : undefined}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-error={error ? "true" : undefined}
        data-pointer={rightSection ? "true" : undefined}
        data-with-right-section={rightSection ? "true" : undefined}
      >
        {children}
        {rightSection && (
          <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
            {rightSection}
          </div>
        )}
      </div>
      {error && (
        <p className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`} id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Chevron({ error }: { error?: string }) {
  return (
    <svg className="m_2943220b mantine-ComboboxChevron-chevron" data-combobox-chevron="true" data-error={error || undefined} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
