import { Outlet, useLoaderData } from "@remix-run/react";
import { useCrudActions } from "~/engine/CrudActions";
import { ResourceList } from "~/engine/ResourceList";
import type { ListParams } from "~/lib/list-params";
import type { Firmware } from "~/platform/firmware.server";
import { firmwareResources, type FirmwareKindName } from "~/resources/device/firmware";

type ListData = { rows: Firmware[]; total: number; params: ListParams; filterErrors: Record<string, string> };

/** The firmware list of one kind, with add/edit/delete links for the holder of each permission. */
export function FirmwareListPage({ kind }: { kind: FirmwareKindName }) {
  const data = useLoaderData() as ListData;
  const resource = firmwareResources[kind];
  const { toolbar, rowActions } = useCrudActions<Firmware>(resource, "firmware-add");
  return (
    <ResourceList<Firmware> resource={resource} data={data} toolbar={toolbar} rowActions={rowActions} exportable>
      <Outlet />
    </ResourceList>
  );
}
