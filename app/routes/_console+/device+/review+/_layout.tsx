import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { useListLinks } from "~/engine/links";
import { listLoader } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listDeviceReviews, type DeviceReview } from "~/platform/peripherals.server";
import { deviceReviews } from "~/resources/device/device-reviews";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceReview");

export const loader = (args: LoaderFunctionArgs) => listLoader(args, deviceReviews, listDeviceReviews);

/** Device reviews: holders of deviceReview.pass pass unchecked ones and reset checked ones (§4), each in its modal. */
export default function DeviceReviewsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const canPass = useCan()("deviceReview.pass");
  const links = useListLinks(deviceReviews.basePath);
  return (
    <ResourceList<DeviceReview>
      resource={deviceReviews}
      data={data as never}
      exportable
      rowActions={
        canPass
          ? (row) => {
              const decision = row.checkState === "UNCHECKED" ? "pass" : "reset";
              return (
                <Link to={links.child(`${row.id}/${decision}`)} preventScrollReset aria-label={`${t(`deviceReview.${decision}`)} ${row.deviceSn ?? row.id}`}>
                  {t(`deviceReview.${decision}`)}
                </Link>
              );
            }
          : undefined
      }
    >
      <Outlet />
    </ResourceList>
  );
}
