import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";
import { ErrorPage } from "~/ui/ErrorPage";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "error.page404");

/** Unknown paths inside the console: the §8 404 page, with status 404, in the console frame. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({}, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
