import { useFormAnswer } from "~/engine/form-answer";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { detailLoader, recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { backToList, formAction } from "~/engine/mutations.server";
import { decideDeviceReview, getDeviceReview } from "~/platform/peripherals.server";
import { deviceReviews } from "~/resources/device/device-reviews";
import { reviewPassSchema } from "~/resources/device-reviews-forms";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** §4: an unchecked review can be checked (pass), a checked one reset to unchecked; the platform refuses the rest. */
const DECISIONS = { pass: "CHECKED", reset: "UNCHECKED" } as const;
type Decision = keyof typeof DECISIONS;

function decisionOf(params: Params): Decision {
  const decision = params.decision;
  if (decision !== "pass" && decision !== "reset") throw json({ message: "error.page404" }, { status: 404 });
  return decision;
}

export const meta: MetaFunction = (args) => pageTitle(args, `deviceReview.${args.params.decision === "reset" ? "reset" : "pass"}`);

export const loader = async (args: LoaderFunctionArgs) => {
  const decision = decisionOf(args.params);
  const { record } = await (await detailLoader(args, deviceReviews, getDeviceReview, "pass")).json();
  return json({ record, decision });
};

export const action = (args: ActionFunctionArgs) => {
  const decision = decisionOf(args.params);
  return formAction(args, {
    permission: "deviceReview.pass",
    schema: reviewPassSchema,
    run: ({ user, params }) => decideDeviceReview(user.platform, recordId(params), DECISIONS[decision]),
    successMessage: decision === "pass" ? "deviceReview.passed" : "deviceReview.resetDone",
    redirectTo: backToList(deviceReviews.basePath),
  });
};

export default function DecideDeviceReview() {
  const { t } = useTranslation();
  const { record, decision } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const links = useListLinks(deviceReviews.basePath);
  const reset = decision === "reset";
  // A review already in the state this decision leads to is only shown, not decided again.
  const decided = record.checkState === DECISIONS[decision];
  return (
    <RouteModal title={t(`deviceReview.${decision}Title`, { deviceSn: record.deviceSn ?? record.id })} closeTo={links.list} testId={`review-${decision}`}>
      {decided ? (
        <>
          <p data-testid="review-decided">{t(reset ? "deviceReview.alreadyUnchecked" : "deviceReview.alreadyChecked")}</p>
          <DetailView columns={deviceReviews.detail ?? []} record={record} />
        </>
      ) : (
      <ConfirmForm
        id={`review-${decision}-${record.id}`}
        schema={reviewPassSchema}
        lastResult={actionData?.result}
        message={t(`deviceReview.${decision}Confirm`)}
        submitLabel={t(`deviceReview.${decision}`)}
        danger={reset}
        cancelTo={links.list}
      >
        <DetailView columns={deviceReviews.detail ?? []} record={record} />
      </ConfirmForm>
      )}
    </RouteModal>
  );
}
