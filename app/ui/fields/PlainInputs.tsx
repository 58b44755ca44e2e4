import { useId, type ChangeEventHandler, type CSSProperties, type ReactNode, type Ref } from "react";
import type { NativeDateKind } from "~/lib/date-values";
import { escapeHtml } from "~/lib/html-escape";

/**
 * Mantine's TextInput and NativeSelect markup (class names, data attributes, ARIA wiring), drawn directly: a list's
 * filter bar has up to 30 of them, and each Mantine input is some 15 components deep (props, styles, wrapper
 * context), most of a list page's server time and of its hydration in the browser, for markup that never changes
 * after it is drawn. Same look (Mantine's stylesheet styles the classes), same behaviour (plain form fields).
 * PlainInputs.test.tsx renders both and compares, so a Mantine upgrade that changes its markup fails there.
 * Default variant; default size, or "xs" for a select: other looks use Mantine's components.
 * They also spare the page a re-render after hydration: Mantine's useId sets a random id in a layout effect, so
 * every Mantine input renders twice, synchronously, in the task that ends hydration (issue 13).
 */
interface PlainFieldProps {
  name: string;
  /** Without one, give the field an aria-label. */
  label?: ReactNode;
  description?: ReactNode;
  /** A string, as Mantine's chevron echoes it in an attribute. */
  error?: string;
  id?: string;
}

type PlainTextProps = PlainFieldProps & {
  defaultValue?: string;
  maxLength?: number;
  type?: "text" | "search" | "email" | "tel" | "time" | "number" | NativeDateKind;
  step?: number;
  min?: number;
  max?: number;
  inputRef?: Ref<HTMLInputElement>;
};

export function PlainTextInput({ name, label, description, error, id, defaultValue, maxLength, type, step, min, max, inputRef }: PlainTextProps) {
  const ids = useFieldIds(id);
  return (
    <Wrapper kind="TextInput" ids={ids} label={label} description={description} error={error}>
      <input
        className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
        data-variant="default"
        data-error={error ? "true" : undefined}
        name={name}
        type={type}
        step={step}
        min={min}
        max={max}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(ids, description, error)}
        id={ids.input}
        defaultValue={defaultValue}
        ref={inputRef}
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
  size,
  "aria-label": ariaLabel,
}: PlainFieldProps & {
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  data: readonly { value: string; label: string }[];
  size?: "xs";
  "aria-label"?: string;
}) {
  const ids = useFieldIds(id);
  return (
    <Wrapper kind="NativeSelect" ids={ids} label={label} description={description} error={error} size={size} rightSection={<Chevron error={error} size={size} />}>
      <select
        className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
        data-variant="default"
        data-error={error ? "true" : undefined}
        name={name}
        aria-label={ariaLabel}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(ids, description, error)}
        id={ids.input}
        defaultValue={defaultValue}
        onChange={onChange}
        dangerouslySetInnerHTML={{ __html: optionsMarkup(data, defaultValue) }}
      />
    </Wrapper>
  );
}

/**
 * The options as markup, the chosen one marked as React's server render marks it. Not React elements: the device
 * list's filters hold ~380 options (192 institutions alone), a quarter of its elements, each one a node React
 * walked to hydrate and none of them ever changing after it is drawn (issue 13). React hydrates the select alone.
 */
function optionsMarkup(data: readonly { value: string; label: string }[], chosen: string | undefined): string {
  let markup = "";
  for (const { value, label } of data) markup += `<option value="${escapeHtml(value)}"${value === chosen ? ' selected=""' : ""}>${escapeHtml(label)}</option>`;
  return markup;
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
  size,
  children,
}: {
  kind: "TextInput" | "NativeSelect";
  ids: FieldIds;
  label?: ReactNode;
  description?: ReactNode;
  error?: string;
  rightSection?: ReactNode;
  size?: "xs";
  children: ReactNode;
}) {
  const style: Record<string, string> = {};
  if (size) {
    style["--input-height"] = `var(--input-height-${size})`;
    style["--input-fz"] = `var(--mantine-font-size-${size})`;
  }
  if (description) style["--input-margin-top"] = "calc(var(--mantine-spacing-xs) / 2)";
  if (error) style["--input-margin-bottom"] = "calc(var(--mantine-spacing-xs) / 2)";
  if (rightSection) style["--input-right-section-pointer-events"] = "none";
  return (
    <div className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`} data-error={error ? "true" : undefined} data-size={size}>
      {label !== undefined && (
        <label className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`} htmlFor={ids.input} id={ids.label}>
          {label}
        </label>
      )}
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
        data-size={size}
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

/**
 * Mantine's select chevron, its class and attributes kept, drawn by the stylesheet (a mask in Mantine's chevron
 * colour, app/styles/app.css) instead of an inline SVG: a list's filters have up to 26 selects, and each SVG was
 * ~0.9 kB of every page's HTML (issue 13).
 */
function Chevron({ error, size }: { error?: string; size?: "xs" }) {
  return (
    <span
      style={size ? ({ "--combobox-chevron-size": `var(--combobox-chevron-size-${size})` } as CSSProperties) : undefined}
      className="m_2943220b mantine-ComboboxChevron-chevron field-chevron"
      data-size={size}
      data-combobox-chevron="true"
      data-error={error || undefined}
      aria-hidden="true"
    />
  );
}
