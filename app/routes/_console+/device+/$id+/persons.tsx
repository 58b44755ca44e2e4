import { useFormAnswer } from "~/engine/form-answer";
import { Alert, Button, NativeSelect } from "~/ui/mantine";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { loadList } from "~/engine/list.server";
import { intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { translateMessage } from "~/i18n/messages";
import { addRelatedAdmin, listDeviceVolunteers, listRelatedAdmins, relatedAdminOptions, removeRelatedAdmin, setVolunteerLinks } from "~/platform/device-detail.server";
import { adminSchema, volunteerIdsSchema } from "~/resources/device-intents.server";
import { linkedVolunteers } from "~/resources/device/device-records";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.persons");

/** Related persons: related admins (add from the options, remove) and linked volunteers (link, unlink). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  const [admins, options, volunteers] = await Promise.all([
    loadOrFail(request, () => listRelatedAdmins(user.platform, id)),
    user.can(DEVICE_MARKS.settings) ? loadOrFail(request, () => relatedAdminOptions(user.platform, id)) : Promise.resolve([]),
    loadList(request, linkedVolunteers, (ctx, listParams) => listDeviceVolunteers(ctx, id, listParams, false), user),
  ]);
  return json({ admins, options, volunteers });
}

const here = ({ request }: { request: Request }) => `${new URL(request.url).pathname}${new URL(request.url).search}`;

export const action = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      "add-admin": {
        permission: DEVICE_MARKS.settings,
        schema: adminSchema,
        run: ({ user, params }, value) => addRelatedAdmin(user.platform, recordId(params), (value as { adminId: string }).adminId),
        successMessage: "deviceAction.adminAdded",
      },
      "remove-admin": {
        permission: DEVICE_MARKS.settings,
        schema: adminSchema,
        run: ({ user, params }, value) => removeRelatedAdmin(user.platform, recordId(params), (value as { adminId: string }).adminId),
        successMessage: "deviceAction.adminRemoved",
      },
      unlink: {
        permission: DEVICE_MARKS.settings,
        schema: volunteerIdsSchema,
        run: async ({ user, params }, value) => {
          await setVolunteerLinks(user.platform, recordId(params), (value as { ids: string[] }).ids, false);
        },
        successMessage: "deviceAction.volunteersUnlinked",
      },
    },
    here,
  );

const UNLINK_FORM = "volunteer-unlink";

export default function DevicePersons() {
  const { admins, options, volunteers } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const location = useLocation();
  const canEdit = can(DEVICE_MARKS.settings);
  const error = actionData?.result.error;
  const firstError = error ? Object.values(error).flat()[0] : undefined;
  return (
    <>
      {firstError && (
        <Alert color="red" variant="light" role="alert" data-testid="persons-error">
          {translateMessage(t, firstError)}
        </Alert>
      )}
      <section className="resource-card" aria-labelledby="related-admins">
        <h2 id="related-admins" className="device-section-title">{t("deviceDetail.relatedAdmins")}</h2>
        <table className="data-table" data-testid="related-admins">
          <thead>
            <tr>
              <th scope="col">{t("deviceRecord.name")}</th>
              <th scope="col">{t("deviceDetail.account")}</th>
              <th scope="col">{t("deviceRecord.phoneNumber")}</th>
              {canEdit && <th scope="col">{t("common.actions")}</th>}
            </tr>
          </thead>
          <tbody>
            {admins.length === 0 && (
              <tr>
                <td colSpan={4} className="data-table__empty">{t("common.noData")}</td>
              </tr>
            )}
            {admins.map((admin) => (
              <tr key={admin.id} data-row-id={admin.id}>
                <td>{admin.name}</td>
                <td>{admin.username}</td>
                <td>{admin.phoneNumber}</td>
                {canEdit && (
                  <td>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="adminId" value={admin.id} />
                      <Button type="submit" name="intent" value="remove-admin" size="compact-xs" variant="subtle" color="red">
                        {t("deviceAction.removeAdmin")}
                      </Button>
                    </Form>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {canEdit && options.length > 0 && (
          <Form method="post" className="inline-form" style={{ marginTop: 12 }} preventScrollReset>
            <NativeSelect
              name="adminId"
              aria-label={t("deviceAction.chooseAdmin")}
              data={[{ value: "", label: t("deviceAction.chooseAdmin") }, ...options.map((option) => ({ value: String(option.value), label: option.label }))]}
            />
            <Button type="submit" name="intent" value="add-admin" variant="light">
              {t("deviceAction.addAdmin")}
            </Button>
          </Form>
        )}
      </section>
      <ResourceList
        resource={linkedVolunteers}
        data={volunteers as never}
        selectionForm={canEdit ? UNLINK_FORM : undefined}
        toolbar={
          canEdit && (
            <>
              <Button component={Link} to={`${location.pathname}/link`} variant="light" preventScrollReset data-testid="volunteer-link">
                {t("deviceAction.linkVolunteers")}
              </Button>
              <Form method="post" id={UNLINK_FORM} preventScrollReset>
                <Button type="submit" name="intent" value="unlink" variant="subtle" color="red">
                  {t("deviceAction.unlinkVolunteers")}
                </Button>
              </Form>
            </>
          )
        }
      />
    </>
  );
}
