import { Button, Container, Group, Text, Title } from "~/ui/mantine";
import { Card } from "~/ui/mantine/Card";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json, redirect } from "@remix-run/node";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { getSession, readSessionData } from "~/auth/session-store.server";
import { LOGIN_PATH, requireUser, signOutResponse } from "~/auth/user.server";
import { liveFanout } from "~/live/stream.server";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "layout.logout");

/** Without JavaScript the avatar menu's logout leads here: the confirmation (§4) as a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  // Signed out already (the back button after logging out): the sign-in page, not a confirmation to come back to.
  const { id } = await getSession(request);
  if (!(await readSessionData(id))?.idToken) throw redirect(LOGIN_PATH);
  await requireUser(request);
  return json({});
}

/** Clears the server session (tokens, roles, info, tabs) and revokes the token upstream. */
export async function action({ request }: ActionFunctionArgs) {
  const { id } = await getSession(request);
  const response = await signOutResponse(request, "signedOut", "");
  // Live-message streams of this session end now rather than at their next heartbeat.
  if (id) liveFanout().endSession(id);
  return response;
}

export default function Logout() {
  const { t } = useTranslation();
  return (
    <Container size="xs" py={80} component="main" id="main">
      <Card withBorder padding="lg">
        <Title order={1} size="h4" mb="sm">
          {t("layout.logoutConfirmTitle")}
        </Title>
        <Text mb="lg">{t("layout.logoutConfirm")}</Text>
        <Form method="post">
          <Group justify="flex-end">
            <Button component={Link} to="/" variant="default">
              {t("layout.logoutCancel")}
            </Button>
            <Button type="submit" color="red">
              {t("layout.logoutOk")}
            </Button>
          </Group>
        </Form>
      </Card>
    </Container>
  );
}
