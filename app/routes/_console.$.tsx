import { Alert, Stack } from "@mantine/core";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth/user.server";
import { flattenMenu } from "~/lib/permissions";
import { ErrorPage } from "~/ui/ErrorPage";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "error.page404");

/**
 * Unknown paths inside the console: the §8 404 page, with status 404, in the console frame. A path that is in the
 * user's menu but has no screen in this version says so, rather than claiming the page does not exist.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "");
  const entry = flattenMenu(user.role.menuList).find((item) => item.path === pathname);
  return json({ menuMark: entry?.mark ?? null }, { status: 404 });
}

export default function NotFound() {
  const { menuMark } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!menuMark) return <ErrorPage status={404} />;
  const title = t(`menu.${menuMark}`, { defaultValue: menuMark });
  return (
    <Stack maw={720}>
      <Alert color="blue" variant="light" title={t("common.notBuilt")} data-testid="not-built">
        {t("common.notBuiltDescription", { title })}
      </Alert>
    </Stack>
  );
}
