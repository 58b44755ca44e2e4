import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { storedFileHref } from "~/engine/record-values";
import type { DeviceInspection } from "~/platform/operations.server";
import { deviceInspections } from "~/resources/operations";
import { deviceInspectionCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceInspection");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, deviceInspectionCrud);

/** An inspection with the photos taken on site. */
export default function DeviceInspectionDetail() {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: DeviceInspection };
  const images = (record.imageContent ?? []).map(storedFileHref).filter((href): href is string => Boolean(href));
  return (
    <CrudDetailModal resource={deviceInspections}>
      <h3 className="section-title">{t("deviceInspection.images")}</h3>
      {images.length ? (
        <ul className="image-strip">
          {images.map((href, i) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noreferrer">
                <img src={href} alt={t("deviceInspection.imageAlt", { n: i + 1 })} width={120} height={90} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("deviceInspection.noImages")}</p>
      )}
    </CrudDetailModal>
  );
}
