import type { ListParamSpec } from "~/lib/list-params";

/** Colour of an enum badge. */
export type Tone = "green" | "red" | "blue" | "orange" | "gray";

/** How a value is shown in a table cell or a detail list. */
export type ValueKind = "text" | "datetime" | "date" | "number" | "enum" | "ellipsis" | "fileSize" | "image" | "file";

export interface ColumnDef {
  /** Field name (dot path for nested values, e.g. "volunteer.firstName"); also the sort field when sortable. */
  key: string;
  labelKey: string;
  kind?: ValueKind;
  sortable?: boolean;
  /** The sort field when it is not the key (a nested value sorted by a flat platform field). */
  sortField?: string;
  /** i18n prefix of an enum's value labels, e.g. "enums.sendState". */
  enumKey?: string;
  tones?: Record<string, Tone>;
  /** An image (a stored file's URL): the field whose value names it, its alt text. A file: its link's text. */
  altKey?: string;
  /**
   * A name cut to this display width by §5's text-width helper (ASCII 1, other characters 2; e.g. NAME_WIDTH), the
   * whole text in the cell's title.
   */
  maxWidth?: number;
}

/** "hidden": kept in the URL by another control (e.g. list tabs) and carried along when the filter form is sent. */
export type FilterKind = "text" | "select" | "datetime-range" | "hidden";

export interface FilterDef {
  /** URL search param name (for a range: the param of the start; `endName` holds the end). */
  name: string;
  endName?: string;
  labelKey: string;
  kind: FilterKind;
  /** For selects: the values, labelled through enumKey. */
  options?: readonly string[];
  enumKey?: string;
  /** For selects whose choices the route's loader supplies (`filterOptions[name]`, already labelled). */
  dynamic?: boolean;
  /**
   * Cascades: the filter whose value this one's choices depend on (province → city). Changing the parent clears
   * this one; with JavaScript the form re-submits at once, without it the next search brings the new choices.
   */
  parent?: string;
  /** Shown folded under "more filters" (open while one of them is set). */
  advanced?: boolean;
  maxLength?: number;
}

/** A choice of a loader-supplied select filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/** `secret`: a password or key, typed into a password input and never sent back to the browser (hostile #45). */
export type FieldKind = "text" | "textarea" | "richtext" | "select" | "checkboxes" | "file" | "number" | "checkbox" | "date" | "datetime" | "time" | "secret";

export interface FieldDef {
  name: string;
  labelKey: string;
  kind: FieldKind;
  required?: boolean;
  /** Only when creating (e.g. the firmware file is required on add, optional on edit). */
  requiredOnCreate?: boolean;
  maxLength?: number;
  descriptionKey?: string;
  descriptionParams?: Record<string, string | number>;
  options?: readonly string[];
  enumKey?: string;
  /** A select whose choices the route's loader supplies (`fieldOptions[name]`, already labelled). */
  dynamic?: boolean;
  accept?: string;
  /**
   * A file field whose accepted types and hint follow another field's choice (a learning item's type): per
   * choice its own accept and hint, or null for no file at all. Other values keep the field's own.
   */
  followsChoice?: { field: string; choices: Record<string, { accept: string; descriptionKey: string; descriptionParams?: Record<string, string | number> } | null> };
}

/**
 * One entity, declared once (architecture "A resource, declared once"): what the list, filters, detail and forms
 * show, and the permission mark every loader and action checks ('mark.query', 'mark.add', …).
 */
export interface ResourceDef {
  name: string;
  /** Permission mark (§6): the engine checks `${permission}.${action}`. */
  permission: string;
  titleKey: string;
  basePath: string;
  /** Field holding the row id. */
  idKey: string;
  /** Field naming a row in titles ("Edit firmware V01.2.3"). */
  labelKey?: string;
  columns: readonly ColumnDef[];
  filters: readonly FilterDef[];
  listSpec: ListParamSpec;
  detail?: readonly ColumnDef[];
  fields?: readonly FieldDef[];
}

/** The hidden field of an add form's one-time submission id (newSubmissionId, from its loader). */
export const ONCE_FIELD = "_once";
