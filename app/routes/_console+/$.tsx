import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/user.server";
import { ErrorPage } from "~/ui/ErrorPage";
import { NotBuilt } from "~/ui/NotBuilt";
import { unbuiltMenuMark } from "~/ui/not-built.server";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "error.page404");

/**
 * Unknown paths inside the console: the §8 404 page, with status 404, in the console frame. A path that is in the
 * user's menu but has no screen in this version says so, rather than claiming the page does not exist.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ menuMark: unbuiltMenuMark(user, request) }, { status: 404 });
}

export default function NotFound() {
  const { menuMark } = useLoaderData<typeof loader>();
  if (!menuMark) return <ErrorPage status={404} inConsole />;
  return <NotBuilt menuMark={menuMark} />;
}
