import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { RouteModal } from "~/ui/RouteModal";
import { DetailView } from "./DetailView";
import { useListLinks } from "./links";
import type { ResourceDef } from "./types";

type Row = { id: string | number } & Record<string, unknown>;

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
