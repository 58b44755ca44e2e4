import { json, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/ui/ErrorPage";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "error.page500");

/** The §8 500 page, answered with its own status. */
export const loader = () => json({}, { status: 500 });

export default function Page500() {
  return <ErrorPage status={500} />;
}
