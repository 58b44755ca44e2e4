import { Button, Stack, Text, Title } from "~/ui/mantine";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import IconCircleCheck from "@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "register.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const username = (new URL(request.url).searchParams.get("username") ?? "").slice(0, 30);
  return json({ username });
}

export default function RegisterResult() {
  const { t } = useTranslation();
  const { username } = useLoaderData<typeof loader>();
  return (
    <Stack align="center" gap="sm" ta="center">
      <IconCircleCheck size={56} color="var(--mantine-color-green-6)" aria-hidden="true" />
      <Title order={2} size="h4">
        {t("register.resultTitle", { username })}
      </Title>
      <Text c="dimmed">{t("register.resultDescription")}</Text>
      <Button component={Link} to="/user/login">
        {t("register.backToLogin")}
      </Button>
    </Stack>
  );
}
