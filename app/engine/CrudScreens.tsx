import type { SubmissionResult } from "@conform-to/react";
import { Link, Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { $ZodType as ZodType } from "zod/v4/core";
import type { ListData } from "~/engine/list.server";
import { useCan } from "~/ui/console-data";
import { DownloadLink } from "~/ui/DownloadLink";
import { RouteModal } from "~/ui/RouteModal";
import { ConfirmForm } from "./ConfirmForm";
import { useCrudActions } from "./CrudActions";
import { DetailView } from "./DetailView";
import { useListLinks } from "./links";
import { ResourceForm } from "./ResourceForm";
import { ResourceList } from "./ResourceList";
import type { FieldDef, FilterOption, ResourceDef } from "./types";

type Row = { id: string | number } & Record<string, unknown>;
type ActionData = { result: SubmissionResult<string[]> } | undefined;

/** Where the browser reads a file the platform stores (`/v1/oss-files/<id>` → the console's relay). */
export function storedFileHref(url: unknown): string | undefined {
  const match = typeof url === "string" ? url.match(/^\/v1\/oss-files\/(\d+)$/) : null;
  return match ? `/oss/${match[1]}` : undefined;
}

/** A record's values as the form's defaults: text as is, booleans as a checked box, files left out. */
export function formDefaults(fields: readonly FieldDef[], record: Record<string, unknown> | undefined) {
  if (!record) return undefined;
  const defaults: Record<string, string> = {};
  for (const field of fields) {
    const value = record[field.name];
    if (field.kind === "file" || value === null || value === undefined) continue;
    if (field.kind === "checkbox") defaults[field.name] = value === true ? "on" : "";
    else if (field.kind === "datetime" && typeof value === "string") defaults[field.name] = value.replace(" ", "T").slice(0, 16);
    else defaults[field.name] = String(value);
  }
  return defaults;
}

/**
 * A declared entity's list: filters, sort and paging from the URL, the add button and each row's detail, edit and
 * delete links where the role holds them, and the modal child routes rendered over it.
 */
export function CrudListPage({
  resource,
  detail = true,
  readOnly = false,
  exportable = true,
  offered,
  addTestId,
  toolbar,
  rowActions,
  children,
}: {
  resource: ResourceDef;
  /** A detail modal route exists at `:id`. */
  detail?: boolean;
  /** Records nobody adds, edits or deletes here (sent records, logs): no add, edit or delete links. */
  readOnly?: boolean;
  /** An `export` route beside the list streams it as .xlsx and .csv (shown with `mark.export`). */
  exportable?: boolean;
  /** Which of add, edit (all rows or some) and delete the entity offers at all (default all; the role decides too). */
  offered?: { add?: boolean; edit?: boolean | ((row: Row) => boolean); delete?: boolean };
  addTestId?: string;
  toolbar?: ReactNode;
  /** Row links of the screen's own (handle, pass …), before edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  children?: ReactNode;
}) {
  const data = useLoaderData() as unknown as ListData<Row>;
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(resource.basePath);
  const editable = useCrudActions<Row>(resource, addTestId ?? `${resource.name}-add`, offered);
  const crud = readOnly ? { toolbar: null, rowActions: undefined } : editable;
  const canGet = detail && can(`${resource.permission}.get`);
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const exportHref = (format: "xlsx" | "csv") => {
    query.set("format", format);
    return `${resource.basePath}/export?${query}`;
  };
  const exports = exportable && can(`${resource.permission}.export`) && (
    <>
      {(["xlsx", "csv"] as const).map((format) => (
        <DownloadLink
          key={format}
          href={exportHref(format)}
          busyLabel={(seconds) => t("common.exporting", { seconds })}
          errorLabel={t("common.exportFailed")}
          testId={`${resource.name}-export-${format}`}
        >
          {t(format === "xlsx" ? "common.exportXlsx" : "common.exportCsv")}
        </DownloadLink>
      ))}
    </>
  );
  const actions =
    canGet || rowActions || crud.rowActions
      ? (row: Row) => (
          <>
            {canGet && (
              <Link to={links.child(String(row.id))} preventScrollReset>
                {t("common.detail")}
              </Link>
            )}
            {rowActions?.(row)}
            {crud.rowActions?.(row)}
          </>
        )
      : undefined;
  return (
    <ResourceList<Row>
      resource={resource}
      data={data}
      toolbar={
        <>
          {toolbar}
          {crud.toolbar}
          {exports}
        </>
      }
      rowActions={actions}
    >
      {children}
      <Outlet />
    </ResourceList>
  );
}

/** The add or edit modal of a declared entity, over its list. */
export function CrudFormModal({
  resource,
  schema,
  mode,
  fields: ownFields,
  defaults,
  children,
}: {
  resource: ResourceDef;
  schema: ZodType;
  mode: "create" | "edit";
  /** Starting values of an add form (e.g. the parent chosen in a tree). */
  defaults?: Record<string, string>;
  /** The form's fields when they differ from the declaration's (an edit that changes less than an add). */
  fields?: readonly FieldDef[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const loaded = useLoaderData() as unknown as { record?: Row; fieldOptions?: Record<string, FilterOption[]> };
  const actionData = useActionData() as ActionData;
  const links = useListLinks(resource.basePath);
  const record = mode === "edit" ? loaded.record : undefined;
  const fields = ownFields ?? resource.fields ?? [];
  const name = t(resource.titleKey);
  const currentFiles = record
    ? Object.fromEntries(
        fields
          .filter((field) => field.kind === "file")
          .map((field) => {
            const href = storedFileHref(record[field.name]);
            return [field.name, href ? { href, label: t(field.labelKey) } : undefined];
          }),
      )
    : undefined;
  return (
    <RouteModal title={record ? t("common.editTitle", { name }) : t("common.addTitle", { name })} closeTo={links.list} size="lg" testId={`${resource.name}-form`}>
      <ResourceForm
        id={record ? `${resource.name}-edit-${record.id}` : `${resource.name}-new`}
        fields={fields}
        schema={schema}
        mode={mode}
        lastResult={actionData?.result}
        defaultValue={{ ...formDefaults(fields, record), ...defaults }}
        fieldOptions={loaded.fieldOptions}
        currentFiles={currentFiles}
        cancelTo={links.list}
      >
        {children}
      </ResourceForm>
    </RouteModal>
  );
}

/** The delete confirmation of a declared entity; `reasonSchema` with a `reason` field asks for one (§5). */
export function CrudDeleteModal({ resource, schema, withReason }: { resource: ResourceDef; schema: ZodType; withReason?: boolean }) {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: Row };
  const actionData = useActionData() as ActionData;
  const links = useListLinks(resource.basePath);
  const label = resource.labelKey ? String(record[resource.labelKey] ?? record.id) : String(record.id);
  return (
    <RouteModal title={`${t("common.deleteTitle", { name: t(resource.titleKey) })} · ${label}`} closeTo={links.list} testId={`${resource.name}-delete`}>
      <ConfirmForm
        id={`${resource.name}-delete-${record.id}`}
        schema={schema}
        lastResult={actionData?.result}
        message={t("common.deleteConfirm")}
        reasonLabel={withReason ? t("common.reason") : undefined}
        submitLabel={t("common.delete")}
        danger
        cancelTo={links.list}
      />
    </RouteModal>
  );
}

/** A record's detail as a modal over its list (the resource's `detail` columns). */
export function CrudDetailModal({ resource, children }: { resource: ResourceDef; children?: ReactNode }) {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: Row };
  const links = useListLinks(resource.basePath);
  return (
    <RouteModal title={t("common.detailTitle", { name: t(resource.titleKey) })} closeTo={links.list} size="lg" testId={`${resource.name}-detail`}>
      <DetailView columns={resource.detail ?? resource.columns} record={record} />
      {children}
    </RouteModal>
  );
}
