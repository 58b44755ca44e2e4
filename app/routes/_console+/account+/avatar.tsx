import { useFormAnswer } from "~/engine/form-answer";
import { Avatar } from "~/ui/mantine/Avatar";
import { Button, Group, Stack, Title } from "~/ui/mantine";
import { Card } from "~/ui/mantine/Card";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/ui/links";
import * as z from "zod/mini";
import { useTranslation } from "~/i18n/react";
import { invalidateAccount, requireUser } from "~/auth/user.server";
import { formAction } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { updateBaseInfo } from "~/platform/account.server";
import { avatarUrlOf, uploadFile } from "~/platform/files.server";
import { AVATAR_UPLOAD, avatarFields } from "~/resources/account";
import { avatarSchema } from "~/resources/account-forms";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "account.avatar");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ avatar: avatarUrlOf(user.baseInfo), name: user.baseInfo.name ?? user.username });
}

const removeSchema = z.object({ intent: z.literal("remove") });

/**
 * §2 avatar: the picture goes to POST /v1/oss-files (§5: jpg/gif/png/svg/webp, at most 2M), its URL to the base
 * info; "remove" clears it. Only the user's own account (the platform reads it from the token).
 */
export async function action(args: ActionFunctionArgs) {
  const removing = args.request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded");
  const save = async (avatar: string | null, user: Awaited<ReturnType<typeof requireUser>>) => {
    await updateBaseInfo(user.platform, { name: user.baseInfo.name ?? user.username, avatar });
    await invalidateAccount(user.sessionId);
  };
  if (removing) {
    return formAction(args, {
      permission: null,
      schema: removeSchema,
      run: ({ user }) => save(null, user),
      successMessage: "account.avatarRemoved",
      redirectTo: () => "/account/settings",
    });
  }
  return formAction(args, {
    permission: null,
    schema: avatarSchema,
    maxFileBytes: AVATAR_UPLOAD.maxBytes,
    run: async ({ user }, value) => save((await uploadFile(user.platform, value.avatar, "small-image")).url, user),
    successMessage: "account.avatarSaved",
    redirectTo: () => "/account/settings",
  });
}

export default function AccountAvatar() {
  const { t } = useTranslation();
  const { avatar, name } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("account.avatar")}
        </Title>
        <Group gap="md">
          <Avatar src={avatar ?? undefined} size={96} radius={96} alt={t("account.avatarCurrent")} data-testid="avatar-current">
            {name.slice(0, 1)}
          </Avatar>
          {avatar && (
            <Form method="post">
              <Button type="submit" name="intent" value="remove" variant="default">
                {t("account.avatarRemove")}
              </Button>
            </Form>
          )}
        </Group>
        <ResourceForm id="avatar" fields={avatarFields} schema={avatarSchema} mode="create" lastResult={actionData?.result} submitLabel={t("account.avatarUpload")} cancelTo="/account/settings" />
      </Stack>
    </Card>
  );
}
