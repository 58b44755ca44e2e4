import { Button } from "@mantine/core";
import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useListLinks } from "~/engine/links";
import { listLoader } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listFirmwares, type Firmware } from "~/platform/firmware.server";
import { deviceFirmware } from "~/resources/device-firmware";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceFirmware");

export const loader = (args: LoaderFunctionArgs) =>
  listLoader<Firmware>(args, deviceFirmware, (ctx, params) => listFirmwares(ctx, "device-firmwares", params));

export default function DeviceFirmwarePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(deviceFirmware.basePath);
  const canEdit = can("deviceFirmware.edit");
  const canDelete = can("deviceFirmware.delete");
  return (
    <ResourceList<Firmware>
      resource={deviceFirmware}
      data={data as never}
      toolbar={
        can("deviceFirmware.add") && (
          <Button component={Link} to={links.child("new")} preventScrollReset data-testid="firmware-add">
            {t("common.add")}
          </Button>
        )
      }
      rowActions={
        canEdit || canDelete
          ? (row) => (
              <>
                {canEdit && (
                  <Link to={links.child(`${row.id}/edit`)} preventScrollReset>
                    {t("common.edit")}
                  </Link>
                )}
                {canDelete && (
                  <Link to={links.child(`${row.id}/delete`)} className="danger" preventScrollReset>
                    {t("common.delete")}
                  </Link>
                )}
              </>
            )
          : undefined
      }
    >
      <Outlet />
    </ResourceList>
  );
}
