import { useFormAnswer } from "~/engine/form-answer";
import { Card } from "~/ui/mantine/Card";
import { Stack, Text, Title } from "~/ui/mantine";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireUser } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { formAction } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import * as account from "~/platform/account.server";
import { forgetAlarmSettings } from "~/live/feed.server";
import { MESSAGE_CHANNELS, notificationFields } from "~/resources/account";
import { notificationSchema } from "~/resources/account-forms";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "account.notification");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [config, events] = await loadOrFail(request, () => Promise.all([account.getMessageConfig(user.platform), account.getMessageEventConfig(user.platform)]));
  return json({
    defaults: {
      accept: config.accept ? "on" : "",
      channels: MESSAGE_CHANNELS.filter((channel) => config[channel]),
      levels: config.levels,
      events: events.filter((event) => event.enabled).map((event) => event.code),
    },
    events: events.map((event) => ({ value: event.code, label: event.name })),
  });
}

/** §2 notification: three calls, one form; the accept switch first, so a paused account stays paused on a failure after it. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: null,
    schema: notificationSchema,
    run: async ({ user }, value) => {
      await account.updateMessageAccept(user.platform, Boolean(value.accept));
      const on = new Set<string>(value.channels);
      await account.updateMessageConfig(user.platform, {
        sms: on.has("sms"), voice: on.has("voice"), email: on.has("email"), inApp: on.has("inApp"), levels: value.levels,
      });
      await account.updateMessageEventConfig(user.platform, value.events);
      // Which live messages pop up follows these settings: the next page reads them again.
      await forgetAlarmSettings(user.sessionId);
    },
    successMessage: "account.notificationSaved",
    redirectTo: () => "/account/notification",
  });

export default function AccountNotification() {
  const { t } = useTranslation();
  const { defaults, events } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  return (
    <Card withBorder padding="lg" maw={760}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("account.notification")}
        </Title>
        <Text size="sm">{t("account.notificationHint")}</Text>
        <ResourceForm
          id="notification"
          fields={notificationFields}
          schema={notificationSchema}
          mode="edit"
          lastResult={actionData?.result}
          defaultValue={defaults}
          fieldOptions={{ events }}
          cancelTo="/account/settings"
        />
      </Stack>
    </Card>
  );
}
