import { useFormAnswer } from "./form-answer";
import { Button } from "~/ui/mantine";
import { useLocation, useNavigation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { activeFilterCount, lastPage, listSearch, nextSortOrder, type ListParamSpec, type ListParams } from "~/lib/list-params";
import { translateMessage } from "~/i18n/messages";
import { DateInputField } from "~/ui/fields/DateInputField";
import { PlainNativeSelect, PlainTextInput } from "~/ui/fields/PlainInputs";
import { useHydrated } from "~/ui/use-hydrated";
import { cellClass, cellValue } from "./cells";
import { ExportLinks } from "./ExportLinks";
import type { FilterDef, FilterOption, ResourceDef } from "./types";
import { valueAt } from "./values";

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The filter bar: a GET form, so filtering is a bookmarkable URL and works without JavaScript. */
export function FilterBar({
  resource,
  params,
  errors,
  options = {},
}: {
  resource: ResourceDef;
  params: ListParams;
  errors: Record<string, string>;
  /** Choices of dynamic select filters, from the loader. */
  options?: Record<string, readonly FilterOption[]>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const value = (name: string) => params.filters[name] ?? "";
  /** A cascade parent changed: clear its descendants and search again (JavaScript only; without it, "search"). */
  const cascade = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const cleared = new Set([event.currentTarget.name]);
    for (const filter of resource.filters) {
      if (!filter.parent || !cleared.has(filter.parent)) continue;
      cleared.add(filter.name);
      const child = form.elements.namedItem(filter.name);
      if (child instanceof HTMLSelectElement) child.value = "";
    }
    form.requestSubmit();
  };
  const hasChildren = (name: string) => resource.filters.some((filter) => filter.parent === name);
  const renderFilter = (filter: FilterDef) => {
    if (filter.kind === "hidden") return value(filter.name) ? <input key={filter.name} type="hidden" name={filter.name} value={value(filter.name)} /> : null;
    const label = t(filter.labelKey);
    if (filter.kind === "select") {
      const choices = filter.dynamic
        ? (options[filter.name] ?? [])
        : (filter.options ?? []).map((option) => ({ value: option, label: t(`${filter.enumKey}.${option}`, { defaultValue: option }) as string }));
      const parentLabel = filter.parent ? resource.filters.find((f) => f.name === filter.parent)?.labelKey : undefined;
      return (
        <PlainNativeSelect
          key={filter.name}
          name={filter.name}
          label={label}
          defaultValue={value(filter.name)}
          onChange={hasChildren(filter.name) ? cascade : undefined}
          description={filter.parent && choices.length === 0 && parentLabel ? t("common.chooseFirst", { parent: t(parentLabel) }) : undefined}
          data={[{ value: "", label: t("common.all") }, ...choices]}
        />
      );
    }
    if (filter.kind === "datetime-range" && filter.endName) {
      return (
        <fieldset key={filter.name} className="filter-bar__range">
          <legend className="visually-hidden">{label}</legend>
          <div style={{ display: "flex", gap: 8 }}>
            <DateInputField plain kind="datetime-local" step={1} name={filter.name} label={`${label} · ${t("common.from")}`} defaultValue={value(filter.name)} error={error(filter.name)} />
            <DateInputField plain kind="datetime-local" step={1} rangeEnd name={filter.endName} label={`${label} · ${t("common.to")}`} defaultValue={value(filter.endName)} error={error(filter.endName)} />
          </div>
        </fieldset>
      );
    }
    return <PlainTextInput key={filter.name} name={filter.name} label={label} defaultValue={value(filter.name)} maxLength={filter.maxLength ?? 100} error={error(filter.name)} />;
  };
  const advanced = resource.filters.filter((filter) => filter.advanced);
  const error = (name: string) => (errors[name] ? translateMessage(t, errors[name]) : undefined);
  const defaultSort = resource.listSpec.defaultSort;
  const customSort = params.sortField && !(params.sortField === defaultSort?.field && params.sortOrder === defaultSort?.order);
  // With JavaScript, empty fields stay out of the URL (without it the loader redirects to the tidy URL).
  const skipEmptyFields = (event: React.FormEvent<HTMLFormElement>) => {
    for (const element of Array.from(event.currentTarget.elements)) {
      if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name && element.value === "") element.disabled = true;
    }
    // Re-enable after Remix has read the form, so the inputs stay usable.
    window.setTimeout(() => {
      for (const element of Array.from((event.target as HTMLFormElement).elements)) (element as HTMLInputElement).disabled = false;
    });
  };
  const active = activeFilterCount(resource.filters, params.filters);
  return (
    <Form method="get" className="filter-bar" role="search" key={location.search} aria-label={t("common.filters")} onSubmit={skipEmptyFields}>
      {/* On a phone the fields fold behind this native disclosure, so the first rows show on the first screen, with
          or without JavaScript; wider screens show the fields whatever its state (app.css). Open when a field is refused. */}
      <details className="filter-bar__fold" open={Object.keys(errors).length > 0 || undefined}>
        <summary className="filter-bar__toggle">{active > 0 ? t("common.filtersActive", { count: active }) : t("common.filters")}</summary>
        <div className="filter-bar__fields">
          {resource.filters.filter((filter) => !filter.advanced).map(renderFilter)}
          {advanced.length > 0 && (
            <details className="filter-bar__more" open={advanced.some((filter) => value(filter.name) !== "") || undefined}>
              <summary>{t("common.moreFilters")}</summary>
              <div className="filter-bar__more-fields">{advanced.map(renderFilter)}</div>
            </details>
          )}
          {customSort && <input type="hidden" name="sortField" value={params.sortField} />}
          {customSort && <input type="hidden" name="sortOrder" value={params.sortOrder} />}
          {params.pageSize !== 10 && <input type="hidden" name="pageSize" value={params.pageSize} />}
          <div className="filter-bar__actions">
            <Button type="submit">{t("common.search")}</Button>
            <Button component={Link} to={location.pathname} variant="default">
              {t("common.reset")}
            </Button>
          </div>
        </div>
      </details>
    </Form>
  );
}

export interface TableProps<Row> {
  resource: ResourceDef;
  rows: Row[];
  params: ListParams;
  /** Row actions column (links to modal routes, small forms). */
  rowActions?: (row: Row) => ReactNode;
  /** When set, rows get checkboxes that belong to this form id (bulk actions, posted as `ids`). */
  selectionForm?: string;
  /** Cells the route renders itself, by column key (values computed on the server, links, …). */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
}

/*
 * The selection boxes read whether React handles the page themselves: hydration ends with one synchronous re-render
 * of every component whose "hydrated" flag turned true, so it re-renders these boxes, not the whole table (issue 13:
 * that re-render was one of a list page's long tasks on a phone).
 */

/** Select all: only once React handles the page (without JavaScript nothing could act on it), a hidden label before. */
function SelectAllBox({ label, allChecked, someChecked, onToggle }: { label: string; allChecked: boolean; someChecked: boolean; onToggle: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated) return <span className="visually-hidden">{label}</span>;
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={allChecked}
      ref={(box) => {
        if (box) box.indeterminate = someChecked;
      }}
      onChange={onToggle}
    />
  );
}

/** A row's box, posted as `ids` with its form; without JavaScript it is the browser's own (checked again after a refused action). */
function RowBox(props: { id: string; form: string; label: string; checked: boolean; posted: boolean; onToggle: (id: string, on: boolean) => void }) {
  const hydrated = useHydrated();
  return (
    <input
      type="checkbox"
      name="ids"
      value={props.id}
      form={props.form}
      aria-label={props.label}
      checked={hydrated ? props.checked : undefined}
      defaultChecked={hydrated ? undefined : props.posted}
      onChange={(event) => props.onToggle(props.id, event.currentTarget.checked)}
    />
  );
}

/** A plain semantic table (cheap to render, readable without JavaScript) with sort links in the headers. */
export function DataTable<Row>({ resource, rows, params, rowActions, selectionForm, cells }: TableProps<Row>) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  // A refused bulk action (no JS: a fresh page) comes back with the rows it was given still checked.
  const actionData = useFormAnswer() as { result?: { initialValue?: Record<string, unknown> | null } } | undefined;
  const posted = actionData?.result?.initialValue?.ids;
  const postedIds = new Set((Array.isArray(posted) ? posted : posted === undefined ? [] : [posted]).map(String));
  const [checked, setChecked] = useState<Set<string>>(postedIds);
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const ids = rows.map((row) => String(valueAt(row, resource.idKey)));
  const rowKey = ids.join(",");
  // A new page of rows (after paging, filtering or a bulk action) starts with nothing selected.
  const shownKey = useRef(rowKey);
  useEffect(() => {
    if (shownKey.current === rowKey) return;
    shownKey.current = rowKey;
    setChecked(new Set());
  }, [rowKey]);
  const allChecked = ids.length > 0 && ids.every((id) => checked.has(id));
  const toggleRow = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="table-wrap" aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined}>
      <table className="data-table" data-testid="data-table">
        <thead>
          <tr>
            {selectionForm && (
              <th className="check" scope="col">
                <SelectAllBox
                  label={t("common.selectAll")}
                  allChecked={allChecked}
                  someChecked={!allChecked && ids.some((id) => checked.has(id))}
                  onToggle={() => setChecked(allChecked ? new Set() : new Set(ids))}
                />
              </th>
            )}
            {resource.columns.map((column) => {
              const sortField = column.sortField ?? column.key;
              const sorted = params.sortField === sortField ? params.sortOrder : undefined;
              const label = t(column.labelKey);
              return (
                <th key={column.key} scope="col" className={cellClass(column)} aria-sort={sorted === "ascend" ? "ascending" : sorted === "descend" ? "descending" : undefined}>
                  {column.sortable ? (
                    <Link
                      className="sort-link"
                      data-sorted={sorted || undefined}
                      to={listSearch(params, { ...nextSortOrder(params, sortField, resource.listSpec.defaultSort), pageNo: 1 }, resource.listSpec.defaultSort)}
                      title={t("common.sortBy", { field: label })}
                      preventScrollReset
                    >
                      {label}
                      <span aria-hidden="true">{sorted === "ascend" ? "▲" : sorted === "descend" ? "▼" : "⇅"}</span>
                    </Link>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
            {rowActions && (
              <th scope="col" className="actions">
                {t("common.actions")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="data-table__empty" colSpan={resource.columns.length + (rowActions ? 1 : 0) + (selectionForm ? 1 : 0)} data-testid="empty">
                {t("common.noData")}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const id = ids[index];
              return (
                <tr key={id} data-row-id={id}>
                  {selectionForm && (
                    <td className="check">
                      <RowBox
                        id={id}
                        form={selectionForm}
                        label={`${t("common.selectRow")} ${id}`}
                        checked={checked.has(id)}
                        posted={postedIds.has(id)}
                        onToggle={toggleRow}
                      />
                    </td>
                  )}
                  {resource.columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {cells?.[column.key] ? cells[column.key]!(row) : cellValue(column, row, t, i18n.language)}
                    </td>
                  ))}
                  {rowActions && (
                    <td className="actions">
                      <div className="row-actions">{rowActions(row)}</div>
                    </td>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

function pageWindow(current: number, last: number): number[] {
  const start = Math.max(1, Math.min(current - 2, last - 4));
  const end = Math.min(last, start + 4);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Pager links carrying pageNo in the URL (§2 "URI paging"), with a page-size changer (§9). */
export function Pager({ params, total, defaultSort }: { params: ListParams; total: number; defaultSort?: ListParamSpec["defaultSort"] }) {
  const { t } = useTranslation();
  const last = lastPage(total, params.pageSize);
  const current = Math.min(params.pageNo, last);
  const from = total === 0 ? 0 : (current - 1) * params.pageSize + 1;
  const to = Math.min(total, current * params.pageSize);
  const pageLink = (page: number, label: ReactNode, aria: string, key?: string) =>
    page < 1 || page > last || page === current ? (
      // A link that leads nowhere from here, named like the others (a name on a plain <span> is not valid HTML).
      <span role="link" aria-disabled="true" aria-label={aria} key={key}>
        {label}
      </span>
    ) : (
      <Link to={listSearch(params, { pageNo: page }, defaultSort)} aria-label={aria} key={key} preventScrollReset>
        {label}
      </Link>
    );
  return (
    <nav className="pager" aria-label={t("common.pagination")} data-testid="pager">
      <span data-testid="pager-range">{total === 0 ? t("common.total", { total }) : t("common.range", { from, to, total })}</span>
      <ul className="pager__pages">
        <li>{pageLink(current - 1, "‹", t("common.prevPage"))}</li>
        {pageWindow(current, last).map((page) => (
          <li key={page}>
            {/* The current page too is a link (to itself), marked current. */}
            <Link
              to={listSearch(params, { pageNo: page }, defaultSort)}
              aria-label={t("common.page", { page })}
              aria-current={page === current ? "page" : undefined}
              preventScrollReset
            >
              {page}
            </Link>
          </li>
        ))}
        <li>{pageLink(current + 1, "›", t("common.nextPage"))}</li>
      </ul>
      <span className="pager__size" role="group" aria-label={t("common.pageSize")}>
        {PAGE_SIZES.map((size) =>
          size === params.pageSize ? (
            <strong key={size} aria-current="true">
              {t("common.perPage", { size })}
            </strong>
          ) : (
            <Link key={size} to={listSearch(params, { pageSize: size, pageNo: 1 }, defaultSort)} preventScrollReset>
              {t("common.perPage", { size })}
            </Link>
          ),
        )}
      </span>
    </nav>
  );
}

/** A list screen: title, filter bar, toolbar, table and pager, on the list's own loader data. */
export function ResourceList<Row>({
  resource,
  data,
  toolbar,
  exportable,
  rowActions,
  selectionForm,
  cells,
  children,
}: {
  resource: ResourceDef;
  /** An `export` route beside the list streams it as .xlsx and .csv: show its links (with `mark.export`). */
  exportable?: boolean;
  data: { rows: Row[]; total: number; params: ListParams; filterErrors: Record<string, string>; filterOptions?: Record<string, FilterOption[]> };
  toolbar?: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  selectionForm?: string;
  cells?: TableProps<Row>["cells"];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="resource-page">
      {resource.filters.length > 0 && (
        <section className="resource-card">
          <h1 className="visually-hidden">{t(resource.titleKey)}</h1>
          <FilterBar resource={resource} params={data.params} errors={data.filterErrors} options={data.filterOptions} />
        </section>
      )}
      <section className="resource-card">
        <div className="toolbar">
          <h2 style={{ margin: 0, fontSize: 16 }} aria-hidden="true">
            {t(resource.titleKey)}
          </h2>
          <div style={{ display: "flex", gap: 8 }}>
            {toolbar}
            {exportable && <ExportLinks resource={resource} />}
          </div>
        </div>
        <DataTable resource={resource} rows={data.rows} params={data.params} rowActions={rowActions} selectionForm={selectionForm} cells={cells} />
        <Pager params={data.params} total={data.total} defaultSort={resource.listSpec.defaultSort} />
      </section>
      {children}
    </div>
  );
}
