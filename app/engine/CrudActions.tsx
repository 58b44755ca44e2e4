import { Button } from "~/ui/mantine";
import { Link } from "~/ui/links";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useCan } from "~/ui/console-data";
import { useListLinks } from "./links";
import type { ResourceDef } from "./types";

/**
 * The add button and the edit/delete row links of a list whose records have `new`, `:id/edit` and `:id/delete`
 * modal routes, each shown only with its permission (`mark.add`, `.edit`, `.delete`); the server checks again.
 */
export function useCrudActions<Row extends { id: string | number }>(
  resource: ResourceDef,
  addTestId: string,
  offered: { add?: boolean; edit?: boolean | ((row: Row) => boolean); delete?: boolean | ((row: Row) => boolean) } = {},
) {
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(resource.basePath);
  const editable = (row: Row) => (typeof offered.edit === "function" ? offered.edit(row) : offered.edit !== false);
  const deletable = (row: Row) => (typeof offered.delete === "function" ? offered.delete(row) : offered.delete !== false);
  const canEdit = offered.edit !== false && can(`${resource.permission}.edit`);
  const canDelete = offered.delete !== false && can(`${resource.permission}.delete`);
  const toolbar: ReactNode = offered.add !== false && can(`${resource.permission}.add`) && (
    <Button component={Link} to={links.child("new")} preventScrollReset data-testid={addTestId}>
      {t("common.add")}
    </Button>
  );
  const rowActions =
    canEdit || canDelete
      ? (row: Row) => (
          <>
            {canEdit && editable(row) && (
              <Link to={links.child(`${row.id}/edit`)} preventScrollReset>
                {t("common.edit")}
              </Link>
            )}
            {canDelete && deletable(row) && (
              <Link to={links.child(`${row.id}/delete`)} className="danger" preventScrollReset>
                {t("common.delete")}
              </Link>
            )}
          </>
        )
      : undefined;
  return { toolbar, rowActions };
}
