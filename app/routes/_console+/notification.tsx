import { useFormAnswer } from "~/engine/form-answer";
import { Alert, Button, Group } from "~/ui/mantine";
import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { ConsoleUser } from "~/auth/user.server";
import { listLoader } from "~/engine/list.server";
import { backToList, intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { translateMessage } from "~/i18n/messages";
import { deleteNotifications, listNotifications, markRead, type NotificationMessage } from "~/platform/notifications.server";
import { notifications } from "~/resources/notifications";
import { deleteNotificationsSchema, markAllReadSchema, markReadSchema } from "~/resources/notifications-forms";
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
    },
    backToList(notifications.basePath),
  );

const BULK_FORM = "notification-bulk";

export default function NotificationsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const canEdit = can("notification.edit");
  const canDelete = can("notification.delete");
  const bulkError = actionData?.result.error?.ids?.[0];
  return (
    <ResourceList<NotificationMessage>
      resource={notifications}
      data={data as never}
      selectionForm={canEdit || canDelete ? BULK_FORM : undefined}
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
    </ResourceList>
  );
}
