import vipStyles from "~/styles/vip.css";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import type { VipCard } from "~/platform/admin.server";
import { vipCards } from "~/resources/admin/vip-cards";
import { vipCardsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";
import { BrandingPreview } from "~/ui/vip/BrandingPreview";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** This screen's own styles, not in the render-blocking sheet every page loads (issue 13). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: vipStyles }];

export const meta: MetaFunction = (args) => pageTitle(args, "menu.vipList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, vipCardsCrud);

/** The card's fields, then its branding applied (§1). */
export default function VipCardDetail() {
  const { t } = useTranslation();
  const { record } = useLoaderData<typeof loader>() as unknown as { record: VipCard };
  return (
    <CrudDetailModal resource={vipCards}>
      <h3 className="section-title">{t("vipCard.preview")}</h3>
      <BrandingPreview card={record} />
    </CrudDetailModal>
  );
}
