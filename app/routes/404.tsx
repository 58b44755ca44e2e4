import { json, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/ui/ErrorPage";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "error.page404");

/** The §8 404 page, answered with its own status. */
export const loader = () => json({}, { status: 404 });

export default function Page404() {
  return <ErrorPage status={404} />;
}
