import type { ColumnDef, FieldDef, FieldKind, FilterDef, ResourceDef, Tone, ValueKind } from "./types";

/** One attribute of an entity: where it shows (column, detail, filter, form) and how. */
export interface Attr {
  /** The label when it is not `<prefix>.<name>` (a nested value's, e.g. "volunteer.firstName" labelled "certificate.volunteerName"). */
  labelKey?: string;
  /** Shown as a list column. */
  column?: boolean;
  /** How the value reads in columns and the detail (default text; `values` makes it an enum). */
  kind?: ValueKind;
  sortable?: boolean;
  /** The sort field when it is not the key (a nested value sorted by a flat platform field). */
  sortField?: string;
  /** A column cut to this display width (ColumnDef.maxWidth). */
  maxWidth?: number;
  /** Enum values; their labels live under `<prefix>.<name>Values` (or `enumKey`). */
  values?: readonly string[];
  /** Where the enum's value labels live when another entity's labels serve (e.g. "custQuestion.typeValues"). */
  enumKey?: string;
  tones?: Record<string, Tone>;
  /** An image column's alt text: the field naming what the image shows. */
  altKey?: string;
  /**
   * List filter: text (contains), select (enum values, or the loader's choices with `dynamic`), range
   * (`<name>Begin`/`End`), hidden (set by another control, e.g. a tree, and carried along by the filter form).
   */
  filter?: "text" | "select" | "range" | "hidden";
  /** The filter folds under "more filters". */
  advanced?: boolean;
  /** In the detail (default true). */
  detail?: boolean;
  /** Form input, if the form edits it. */
  field?: FieldKind;
  /** The form input offers the enum values (default true); false where a checkbox stands for a true/false pair. */
  fieldOptions?: boolean;
  required?: boolean;
  /** Required only in the add form (an image kept on edit when none is chosen). */
  requiredOnCreate?: boolean;
  maxLength?: number;
  /** A select (filter or field) whose choices the route's loader supplies. */
  dynamic?: boolean;
  descriptionKey?: string;
  descriptionParams?: FieldDef["descriptionParams"];
  accept?: string;
  /** A file input whose accepted types and hint follow another field's choice. */
  followsChoice?: FieldDef["followsChoice"];
  // -- device area options (issue 39 §1) --
  /** A cascade: the select filter whose value this one's choices depend on (FilterDef.parent). */
  parent?: string;
  /** A select filter's choices where the column is not an enum (a value the route renders itself, e.g. "ready now"). */
  filterValues?: readonly string[];
  /** A text filter's limit when it differs from the input's `maxLength` (a description searched by 50, written in 200). */
  filterMaxLength?: number;
  // --- Options added with the records, operations and system declarations (issue 39 §1) ---
  /** The filter's label when it is not the column's (a range "Send time range" over the "Send time" column). */
  filterLabelKey?: string;
  /** Enum values shown as they are (HTTP methods): no value labels, a plain column, options without `enumKey`. */
  rawValues?: boolean;
}

export interface ResourceSpec {
  name: string;
  permission: string;
  titleKey: string;
  basePath: string;
  /** i18n prefix of the attribute labels (`<prefix>.<name>`). */
  prefix: string;
  labelKey?: string;
  /** Absent where the platform's own order serves (a notification list). */
  defaultSort?: { field: string; order: "ascend" | "descend" };
  attrs: Record<string, Attr>;
  /** Where a list shows some attributes in another order than the attrs: these keys first, in this order, then the rest. */
  order?: { columns?: readonly string[]; filters?: readonly string[]; detail?: readonly string[]; fields?: readonly string[] };
  /** URL filters the list takes besides its filter form (set by links, e.g. a tree's "topLevel"), appended to listSpec. */
  extraFilterParams?: readonly string[];
  /** Only listed and viewed (logs): no form, so the resource has no `fields` at all. */
  readOnly?: boolean;
  /** No detail list of its own: a detail modal shows the columns (CrudDetailModal), a list without one needs none. */
  detail?: false;
  // -- device area options (issue 39 §1) --
  /** Where the enum value labels live when not under `<prefix>.<name>Values`: `<enumPrefix>.<name>` (e.g. "periphEnums"). */
  enumPrefix?: string;
  // --- Options added with the records, operations and system declarations (issue 39 §1) ---
  /** The field holding the row id, when it is not `id` (an analysis table's area `key`). */
  idKey?: string;
  /** The list cannot be sorted by id (a table computed by the console, a fixed-order list): only `sortable` attributes. */
  sortById?: false;
  /** Sort fields the list's headers do not offer (a fixed order such as a menu's `orderNo`), added to listSpec. */
  extraSortFields?: readonly string[];
}

/** In an `order` list, the keys after this marker go last, in their order (the rest stays between). */
export const REST = "...";

/** `items` with those whose key `order` names first, in its order; the rest keep theirs. */
function inOrder<T>(items: T[], keyOf: (item: T) => string, order: readonly string[] = []): T[] {
  const rest = order.includes(REST) ? order.indexOf(REST) : order.length;
  const rank = (item: T) => {
    const at = order.indexOf(keyOf(item));
    return at === -1 ? rest : at;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
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
  const sortFields = [...(spec.sortById === false ? [] : ["id"]), ...(spec.extraSortFields ?? [])];
  for (const [key, attr] of Object.entries(spec.attrs)) {
    const labelKey = attr.labelKey ?? `${spec.prefix}.${key}`;
    const labelled = attr.values && !attr.rawValues;
    const enumKey = attr.enumKey ?? (labelled ? enumKeyOf(spec, key) : undefined);
    const kind: ValueKind | undefined = attr.kind ?? (labelled ? "enum" : undefined);
    const shown: ColumnDef = {
      key, labelKey, ...(kind && { kind }), ...(enumKey && { enumKey }), ...(attr.tones && { tones: attr.tones }),
      ...(attr.altKey && { altKey: attr.altKey }),
      ...(spec.attrs[`${key}En`]?.column && { ownEnglish: true }),
    };
    if (attr.column) {
      columns.push({ ...shown, ...(attr.sortable && { sortable: true }), ...(attr.sortField && { sortField: attr.sortField }), ...(attr.maxWidth && { maxWidth: attr.maxWidth }) });
    }
    if (attr.detail !== false) detail.push(shown);
    const sortField = attr.sortField ?? key;
    if (attr.sortable && !sortFields.includes(sortField)) sortFields.push(sortField);
    const advanced = attr.advanced && { advanced: true };
    const filterLabelKey = attr.filterLabelKey ?? labelKey;
    if (attr.filter === "range") {
      filters.push({ name: `${key}Begin`, endName: `${key}End`, labelKey: filterLabelKey, kind: "datetime-range", ...advanced });
    } else if (attr.filter === "hidden") {
      filters.push({ name: key, labelKey: filterLabelKey, kind: "hidden" });
    } else if (attr.filter) {
      const select = attr.filter === "select";
      const options = attr.filterValues ?? attr.values;
      // Raw values (HTTP methods) have no labels; choices of a column that is not an enum (filterValues) have.
      const filterEnumKey = attr.rawValues ? enumKey : (enumKey ?? enumKeyOf(spec, key));
      filters.push({
        name: key, labelKey: filterLabelKey, kind: select ? "select" : "text",
        ...(select && options && { options, ...(filterEnumKey && { enumKey: filterEnumKey }) }),
        ...(select && attr.dynamic && { dynamic: true }),
        ...(select && attr.parent && { parent: attr.parent }),
        ...(!select && { maxLength: attr.filterMaxLength ?? attr.maxLength ?? 50 }),
        ...advanced,
      });
    }
    if (attr.field) {
      fields.push({
        name: key, labelKey, kind: attr.field,
        ...(attr.required && { required: true }),
        ...(attr.requiredOnCreate && { requiredOnCreate: true }),
        ...(attr.maxLength && { maxLength: attr.maxLength }),
        ...(attr.values && attr.fieldOptions !== false && { options: attr.values, ...(enumKey && { enumKey }) }),
        ...(attr.dynamic && { dynamic: true }),
        ...(attr.descriptionKey && { descriptionKey: attr.descriptionKey }),
        ...(attr.descriptionParams && { descriptionParams: attr.descriptionParams }),
        ...(attr.accept && { accept: attr.accept }),
        ...(attr.followsChoice && { followsChoice: attr.followsChoice }),
      });
    }
  }
  const byKey = (column: ColumnDef) => column.key;
  const byName = (input: FilterDef | FieldDef) => input.name;
  const orderedFilters = inOrder(filters, byName, spec.order?.filters);
  return {
    name: spec.name, permission: spec.permission, titleKey: spec.titleKey, basePath: spec.basePath, idKey: spec.idKey ?? "id",
    ...(spec.labelKey && { labelKey: spec.labelKey }),
    columns: inOrder(columns, byKey, spec.order?.columns),
    filters: orderedFilters,
    ...(spec.detail !== false && { detail: inOrder(detail, byKey, spec.order?.detail) }),
    ...(!spec.readOnly && { fields: inOrder(fields, byName, spec.order?.fields) }),
    listSpec: { sortFields, ...(spec.defaultSort && { defaultSort: spec.defaultSort }), filters: [...paramsOf(orderedFilters), ...(spec.extraFilterParams ?? [])] },
  };
}

/** The i18n prefix of an attribute's enum value labels. */
function enumKeyOf(spec: ResourceSpec, key: string): string {
  return spec.enumPrefix ? `${spec.enumPrefix}.${key}` : `${spec.prefix}.${key}Values`;
}

/**
 * The same entity listed inside another record's page (an institution's devices, its child institutions): the
 * record fixes one filter, so only `keepFilters` stay offered, and the list gets a name of its own.
 */
export function narrowResource(resource: ResourceDef, name: string, keepFilters: readonly string[]): ResourceDef {
  const filters = resource.filters.filter((filter) => keepFilters.includes(filter.name));
  return { ...resource, name, filters, listSpec: { ...resource.listSpec, filters: paramsOf(filters) } };
}

/** The URL params of some filters: a range's both ends. */
function paramsOf(filters: readonly FilterDef[]): string[] {
  return filters.flatMap((filter) => (filter.endName ? [filter.name, filter.endName] : [filter.name]));
}
