import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { detailLoader, recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { backToList, formAction } from "~/engine/mutations.server";
import { getDeviceReview, passDeviceReview } from "~/platform/peripherals.server";
import { deviceReviews, reviewPassSchema } from "~/resources/device-reviews";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceReview.pass");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, deviceReviews, getDeviceReview, "pass");

/** §4: an unchecked review becomes checked; the platform refuses a second pass. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "deviceReview.pass",
    schema: reviewPassSchema,
    run: ({ user, params }) => passDeviceReview(user.platform, recordId(params)),
    successMessage: "deviceReview.passed",
    redirectTo: backToList(deviceReviews.basePath),
  });

export default function PassDeviceReview() {
  const { t } = useTranslation();
  const { record } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const links = useListLinks(deviceReviews.basePath);
  return (
    <RouteModal title={t("deviceReview.passTitle", { deviceSn: record.deviceSn ?? record.id })} closeTo={links.list} testId="review-pass">
      <ConfirmForm id={`review-pass-${record.id}`} schema={reviewPassSchema} lastResult={actionData?.result} message={t("deviceReview.passConfirm")} submitLabel={t("deviceReview.pass")} cancelTo={links.list}>
        <DetailView columns={deviceReviews.detail ?? []} record={record} />
      </ConfirmForm>
    </RouteModal>
  );
}
