import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as z from "zod/mini";
import { invalidateAccount, requireUser } from "~/auth/user.server";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { useFormAnswer } from "~/engine/form-answer";
import { type FormActionData, formAction } from "~/engine/mutations.server";
import { useTranslation } from "~/i18n/react";
import { cancelWeChatBinding } from "~/platform/account.server";
import { Card } from "~/ui/mantine/Card";
import { Title } from "~/ui/mantine";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "account.weChatCancel");

const BACK = "/account/settings#binding";
const schema = z.object({});

/** Unbinding WeChat asks first (issue 34), as a delete does: this page is the question, its form the answer. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ nickname: user.baseInfo.weChatNickname ?? "" });
}

/** §7 cancel-bind-we-chat, for the signed-in user's own account. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: null,
    schema,
    run: async ({ user }) => {
      await cancelWeChatBinding(user.platform);
      await invalidateAccount(user.sessionId);
    },
    successMessage: "account.weChatCancelled",
    redirectTo: () => BACK,
  });

export default function UnbindWeChat() {
  const { t } = useTranslation();
  const { nickname } = useLoaderData<typeof loader>();
  const answer = useFormAnswer<FormActionData>();
  return (
    <Card withBorder maw={520} padding="lg" data-testid="wechat-unbind">
      <Title order={1} size="h3" mb="sm">
        {t("account.weChatCancel")}
      </Title>
      <ConfirmForm
        id="wechat-unbind"
        schema={schema}
        lastResult={answer?.result}
        message={t("account.weChatCancelConfirm", { nickname })}
        submitLabel={t("account.weChatCancel")}
        danger
        cancelTo={BACK}
      />
    </Card>
  );
}
