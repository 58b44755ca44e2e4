import { Button, Group, Title } from "~/ui/mantine";
import { Outlet, useLoaderData, useOutletContext } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { RouteTabs } from "~/engine/RouteTabs";
import { DetailView } from "~/engine/DetailView";
import { ResourceList } from "~/engine/ResourceList";
import type { ListParams } from "~/lib/list-params";
import type { Controller, HistoryLog, SelfTest } from "~/platform/peripherals.server";
import {
  CONTROLLER_KINDS,
  controllerResources,
  historyLogList,
  messageInfoColumns,
  selfTestList,
  type ControllerKindName,
} from "~/resources/device/controllers";
import { useCan } from "~/ui/console-data";

type ListData<Row> = { rows: Row[]; total: number; params: ListParams; filterErrors: Record<string, string> };
/** What the detail frame hands its tabs. */
export type Frame = { record: Controller; canEdit: boolean; kind: ControllerKindName };

/** The list of one kind: filters in the URL, sortable columns, a link to each detail. */
export function ControllerListPage({ kind }: { kind: ControllerKindName }) {
  const data = useLoaderData() as ListData<Controller>;
  const { t } = useTranslation();
  const can = useCan();
  const resource = controllerResources[kind];
  const canGet = can(`${resource.permission}.get`);
  return (
    <ResourceList<Controller>
      resource={resource}
      data={data}
      exportable
      rowActions={
        canGet
          ? (row) => (
              <Link to={`${resource.basePath}/${row.id}/overview`} aria-label={`${t("common.detail")} ${row.serialNumber}`}>
                {t("common.detail")}
              </Link>
            )
          : undefined
      }
    />
  );
}

const TABS = [
  { to: "overview", labelKey: "controller.overview" },
  { to: "message", labelKey: "controller.message" },
  { to: "config", labelKey: "controller.config" },
  { to: "running/history", labelKey: "controller.running", match: "running" },
] as const;

/** The detail frame: the controller's serial number, its tabs (nested routes) and the current tab. */
export function ControllerDetailLayout({ kind }: { kind: ControllerKindName }) {
  const { record, canEdit } = useLoaderData() as Omit<Frame, "kind">;
  const { t } = useTranslation();
  const { basePath } = CONTROLLER_KINDS[kind];
  const base = `${basePath}/${record.id}`;
  return (
    <div className="resource-page">
      <section className="resource-card" data-testid="controller-detail">
        <Group justify="space-between" mb="sm">
          <Title order={1} size="h3">
            {t("controller.detailTitle", { kind: t(`controller.kindName.${kind}`), serialNumber: record.serialNumber })}
          </Title>
          <Link to={basePath}>{t("controller.backToList")}</Link>
        </Group>
        <div style={{ marginBottom: 16 }}>
          <RouteTabs
            label={t("controller.tabs")}
            testId="controller-tabs"
            tabs={TABS.map((tab) => ({ to: `${base}/${tab.to}`, label: t(tab.labelKey), match: "match" in tab ? `${base}/${tab.match}` : undefined }))}
          />
        </div>
        <Outlet context={{ record, canEdit, kind } satisfies Frame} />
      </section>
    </div>
  );
}

/** Overview: identity, placement and running state, with the firmware update for editors. */
export function ControllerOverviewTab() {
  const { record, canEdit, kind } = useOutletContext<Frame>();
  const { t } = useTranslation();
  return (
    <>
      {canEdit && (
        <Group justify="flex-end" mb="sm">
          <Button component={Link} to="firmware-update" variant="light" preventScrollReset data-testid="firmware-update">
            {t("controller.firmwareUpdate")}
          </Button>
        </Group>
      )}
      <DetailView columns={controllerResources[kind].detail ?? []} record={record} />
      <Outlet context={{ record, canEdit, kind } satisfies Frame} />
    </>
  );
}

export function ControllerMessageTab() {
  const { info } = useLoaderData() as { info: unknown };
  return <DetailView columns={messageInfoColumns} record={info} />;
}

/** Running record: history log and self-inspection as sub-tabs. */
export function ControllerRunningLayout() {
  const context = useOutletContext<Frame>();
  const { t } = useTranslation();
  const base = `${CONTROLLER_KINDS[context.kind].basePath}/${context.record.id}/running`;
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <RouteTabs
          sub
          label={t("controller.running")}
          tabs={[
            { to: `${base}/history`, label: t("controller.history") },
            { to: `${base}/self-test`, label: t("controller.selfTest") },
          ]}
        />
      </div>
      <Outlet context={context} />
    </>
  );
}

export function ControllerHistoryTab() {
  const data = useLoaderData() as ListData<HistoryLog>;
  return <ResourceList<HistoryLog> resource={historyLogList} data={data} />;
}

export function ControllerSelfTestTab() {
  const data = useLoaderData() as ListData<SelfTest>;
  return <ResourceList<SelfTest> resource={selfTestList} data={data} />;
}
