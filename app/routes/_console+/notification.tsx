import { useFormAnswer } from "~/engine/form-answer";
import { Alert, Button, Group } from "~/ui/mantine";
import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import type { ConsoleUser } from "~/auth/user.server";
import { listLoader } from "~/engine/list.server";
import { backToList, intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { translateMessage } from "~/i18n/messages";
import { deleteNotifications, editNotificationRemark, listNotifications, markRead, type NotificationMessage } from "~/platform/notifications.server";
import { notifications } from "~/resources/message";
import { deleteNotificationsSchema, markAllReadSchema, markReadSchema, notificationRemarkSchema } from "~/resources/notifications-forms";
import { RowEditModal, useParamLink, withoutParam } from "~/ui/device/RowEditModal";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";
import { invalidateBell } from "~/ui/shell/shell.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.notification");

export const loader = (args: LoaderFunctionArgs) =>
  listLoader<NotificationMessage>(args, notifications, (ctx, params) =>
  listNotifications(ctx, { pageNo: params.pageNo, pageSize: params.pageSize, readState: params.filters.readState }),
);

const ids = (value: unknown) => (value as { ids: string[] }).ids.map(Number);

/** Read marks and deletes change the bell too, so its cached overview is dropped after each. */
function changingBell(run: (platform: ConsoleUser["platform"], value: unknown) => Promise<unknown>) {
  return async ({ user }: { user: ConsoleUser }, value: unknown) => {
    await run(user.platform, value);
    await invalidateBell(user.sessionId);
  };
}

export const action = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      "mark-read": { permission: "notification.edit", schema: markReadSchema, run: changingBell((platform, value) => markRead(platform, ids(value))), successMessage: "notification.marked" },
      "mark-all-read": { permission: "notification.edit", schema: markAllReadSchema, run: changingBell((platform) => markRead(platform)), successMessage: "notification.marked" },
      delete: { permission: "notification.delete", schema: deleteNotificationsSchema, run: changingBell((platform, value) => deleteNotifications(platform, ids(value))), successMessage: "common.deleted" },
      remark: {
        permission: "notification.edit",
        schema: notificationRemarkSchema,
        run: ({ user }, value) => {
          const { recordId, remark } = value as { recordId: string; remark?: string };
          return editNotificationRemark(user.platform, recordId, remark);
        },
        successMessage: "notification.remarkDone",
        redirectTo: ({ request }) => withoutParam(request.url, "remark"),
      },
    },
    backToList(notifications.basePath),
  );

const BULK_FORM = "notification-bulk";
const remarkFields = [{ name: "remark", labelKey: "notification.remark", kind: "textarea", maxLength: 200 }] as const;

export default function NotificationsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const canEdit = can("notification.edit");
  const canDelete = can("notification.delete");
  const bulkError = actionData?.intent === "remark" ? undefined : actionData?.result.error?.ids?.[0];
  const linkTo = useParamLink();
  const remarkOf = new URLSearchParams(useLocation().search).get("remark");
  const remarking = canEdit ? (data.rows as NotificationMessage[]).find((row) => String(row.id) === remarkOf) : undefined;
  return (
    <ResourceList<NotificationMessage>
      resource={notifications}
      data={data as never}
      selectionForm={canEdit || canDelete ? BULK_FORM : undefined}
      rowActions={
        canEdit
          ? (row: NotificationMessage) => (
              <Link to={linkTo("remark", String(row.id))} preventScrollReset data-testid="notification-remark">
                {t("notification.editRemark")}
              </Link>
            )
          : undefined
      }
      toolbar={
        (canEdit || canDelete) && (
          <Form method="post" id={BULK_FORM} preventScrollReset>
            <Group gap="xs">
              {canEdit && (
                <Button type="submit" name="intent" value="mark-read" variant="light">
                  {t("notification.markRead")}
                </Button>
              )}
              {canEdit && (
                <Button type="submit" name="intent" value="mark-all-read" variant="default">
                  {t("notification.markAllRead")}
                </Button>
              )}
              {canDelete && (
                <Button type="submit" name="intent" value="delete" variant="light" color="red">
                  {t("notification.deleteSelected")}
                </Button>
              )}
            </Group>
          </Form>
        )
      }
    >
      {bulkError && (
        <Alert color="red" variant="light" role="alert" data-testid="bulk-error" style={{ order: -1 }}>
          {translateMessage(t, bulkError)}
        </Alert>
      )}
      {remarking && (
        <RowEditModal
          param="remark"
          intent="remark"
          recordId={String(remarking.id)}
          title={t("notification.remarkTitle", { id: remarking.id })}
          fields={remarkFields}
          schema={notificationRemarkSchema}
          defaultValue={{ remark: remarking.remark ?? undefined }}
          lastResult={actionData?.intent === "remark" ? actionData.result : undefined}
          testId="notification-remark-form"
        />
      )}
    </ResourceList>
  );
}
