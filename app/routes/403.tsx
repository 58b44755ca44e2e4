import { json, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/ui/ErrorPage";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "error.page403");

/** The §8 403 page, answered with its own status. */
export const loader = () => json({}, { status: 403 });

export default function Page403() {
  return <ErrorPage status={403} />;
}
