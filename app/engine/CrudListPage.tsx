import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { ListData } from "~/engine/list.server";
import { useCan } from "~/ui/console-data";
import { useCrudActions } from "./CrudActions";
import { useListLinks } from "./links";
import { ResourceList } from "./ResourceList";
import type { ResourceDef } from "./types";

type Row = { id: string | number } & Record<string, unknown>;

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
  offered?: { add?: boolean; edit?: boolean | ((row: Row) => boolean); delete?: boolean | ((row: Row) => boolean) };
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
        </>
      }
      exportable={exportable}
      rowActions={actions}
    >
      {children}
      <Outlet />
    </ResourceList>
  );
}
