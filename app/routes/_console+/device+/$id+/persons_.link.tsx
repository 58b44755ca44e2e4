import { useFormAnswer } from "~/engine/form-answer";
import { Alert, Button } from "~/ui/mantine";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { Form } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { intentAction } from "~/engine/mutations.server";
import { DataTable, FilterBar, Pager } from "~/engine/ResourceList";
import { translateMessage } from "~/i18n/messages";
import { listDeviceVolunteers, setVolunteerLinks } from "~/platform/device-detail.server";
import { volunteerIdsSchema } from "~/resources/device-intents.server";
import { waitingVolunteers } from "~/resources/device/device-records";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceAction.linkVolunteers");

/** Link volunteers to the device from the wait-allocated list (§7), several at once. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.settings);
  const id = recordId(params);
  return json(await loadList(request, waitingVolunteers, (ctx, listParams) => listDeviceVolunteers(ctx, id, listParams, true), user));
}

export const action = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      link: {
        permission: DEVICE_MARKS.settings,
        schema: volunteerIdsSchema,
        run: async ({ user, params }, value) => {
          await setVolunteerLinks(user.platform, recordId(params), (value as { ids: string[] }).ids, true);
        },
        successMessage: "deviceAction.volunteersLinked",
      },
    },
    ({ params }) => `/device/${params.id}/persons`,
  );

const LINK_FORM = "volunteer-link-form";

export default function LinkVolunteers() {
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const { id } = useParams();
  const error = actionData?.result.error?.ids?.[0];
  return (
    <RouteModal title={t("deviceAction.linkVolunteers")} closeTo={`/device/${id}/persons`} size="lg" testId="volunteer-link-modal">
      {error && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {translateMessage(t, error)}
        </Alert>
      )}
      <FilterBar resource={waitingVolunteers} params={data.params} errors={data.filterErrors} />
      <DataTable resource={waitingVolunteers} rows={data.rows} params={data.params} selectionForm={LINK_FORM} />
      <Pager params={data.params} total={data.total} defaultSort={waitingVolunteers.listSpec.defaultSort} />
      <Form method="post" id={LINK_FORM} preventScrollReset>
        <Button type="submit" name="intent" value="link" mt="sm">
          {t("deviceAction.linkSelected")}
        </Button>
      </Form>
    </RouteModal>
  );
}
