import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import type { ListParams } from "~/lib/list-params";
import type { PlatformContext } from "~/platform/client.server";
import { ResourceList } from "./ResourceList";
import type { ResourceDef } from "./types";

type Row = Record<string, unknown>;

/** A list shown as a tab of a record's page: the declaration, the call narrowed to the record, a row's own page. */
export interface RecordList {
  resource: ResourceDef;
  fetch: (ctx: PlatformContext, recordId: string, params: ListParams) => Promise<{ rows: Row[]; total: number }>;
  link?: (row: Row) => string;
}

/** The list params with one filter fixed to the record (its devices: `agencyId=<id>`). */
export function within(name: string, id: string, params: ListParams): ListParams {
  return { ...params, filters: { ...params.filters, [name]: id } };
}

export function RecordListTab({ tab, list, data }: { tab: string; list: RecordList; data: unknown }) {
  const { t } = useTranslation();
  const link = list.link;
  return (
    <ResourceList
      key={tab}
      resource={list.resource}
      data={data as never}
      rowActions={link ? (row: Row) => <Link to={link(row)}>{t("common.detail")}</Link> : undefined}
    />
  );
}
