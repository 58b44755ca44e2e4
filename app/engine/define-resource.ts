import type { ColumnDef, FieldDef, FieldKind, FilterDef, ResourceDef, Tone, ValueKind } from "./types";

/** One attribute of an entity: where it shows (column, detail, filter, form) and how. */
export interface Attr {
  /** Shown as a list column. */
  column?: boolean;
  /** How the value reads in columns and the detail (default text; `values` makes it an enum). */
  kind?: ValueKind;
  sortable?: boolean;
  /** Enum values; their labels live under `<prefix>.<name>Values`. */
  values?: readonly string[];
  tones?: Record<string, Tone>;
  /** List filter: text (contains), select (enum values, or the loader's choices with `dynamic`), range (`<name>Begin`/`End`). */
  filter?: "text" | "select" | "range";
  /** In the detail (default true). */
  detail?: boolean;
  /** Form input, if the form edits it. */
  field?: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** A select (filter or field) whose choices the route's loader supplies. */
  dynamic?: boolean;
  descriptionKey?: string;
  accept?: string;
}

export interface ResourceSpec {
  name: string;
  permission: string;
  titleKey: string;
  basePath: string;
  /** i18n prefix of the attribute labels (`<prefix>.<name>`). */
  prefix: string;
  labelKey?: string;
  defaultSort: { field: string; order: "ascend" | "descend" };
  attrs: Record<string, Attr>;
}

/**
 * An entity declared once: its attributes list where each one appears, and the list columns, filters, URL
 * spec, detail and form fields are derived (architecture "A resource, declared once").
 */
export function defineResource(spec: ResourceSpec): ResourceDef {
  const columns: ColumnDef[] = [];
  const detail: ColumnDef[] = [];
  const filters: FilterDef[] = [];
  const fields: FieldDef[] = [];
  const sortFields = ["id"];
  const filterParams: string[] = [];
  for (const [key, attr] of Object.entries(spec.attrs)) {
    const labelKey = `${spec.prefix}.${key}`;
    const enumKey = attr.values ? `${spec.prefix}.${key}Values` : undefined;
    const kind: ValueKind | undefined = attr.kind ?? (attr.values ? "enum" : undefined);
    const shown: ColumnDef = { key, labelKey, ...(kind && { kind }), ...(enumKey && { enumKey }), ...(attr.tones && { tones: attr.tones }) };
    if (attr.column) columns.push({ ...shown, ...(attr.sortable && { sortable: true }) });
    if (attr.detail !== false) detail.push(shown);
    if (attr.sortable && !sortFields.includes(key)) sortFields.push(key);
    if (attr.filter === "range") {
      filters.push({ name: `${key}Begin`, endName: `${key}End`, labelKey, kind: "datetime-range" });
      filterParams.push(`${key}Begin`, `${key}End`);
    } else if (attr.filter) {
      const select = attr.filter === "select";
      filters.push({
        name: key, labelKey, kind: select ? "select" : "text",
        ...(select && attr.values && { options: attr.values, enumKey }),
        ...(select && attr.dynamic && { dynamic: true }),
        ...(!select && { maxLength: attr.maxLength ?? 50 }),
      });
      filterParams.push(key);
    }
    if (attr.field) {
      fields.push({
        name: key, labelKey, kind: attr.field,
        ...(attr.required && { required: true }),
        ...(attr.maxLength && { maxLength: attr.maxLength }),
        ...(attr.values && { options: attr.values, enumKey }),
        ...(attr.dynamic && { dynamic: true }),
        ...(attr.descriptionKey && { descriptionKey: attr.descriptionKey }),
        ...(attr.accept && { accept: attr.accept }),
      });
    }
  }
  return {
    name: spec.name, permission: spec.permission, titleKey: spec.titleKey, basePath: spec.basePath, idKey: "id",
    ...(spec.labelKey && { labelKey: spec.labelKey }),
    columns, filters, detail, fields,
    listSpec: { sortFields, defaultSort: spec.defaultSort, filters: filterParams },
  };
}

/**
 * The same entity listed inside another record's page (an institution's devices, its child institutions): the
 * record fixes one filter, so only `keepFilters` stay offered, and the list gets a name of its own.
 */
export function narrowResource(resource: ResourceDef, name: string, keepFilters: readonly string[]): ResourceDef {
  const filters = resource.filters.filter((filter) => keepFilters.includes(filter.name));
  const params = filters.flatMap((filter) => (filter.endName ? [filter.name, filter.endName] : [filter.name]));
  return { ...resource, name, filters, listSpec: { ...resource.listSpec, filters: params } };
}
