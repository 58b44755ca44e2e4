import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { helpCalls } from "~/resources/solutions";
import { helpCallsCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "helpCall.title");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, helpCallsCrud);

export default function HelpCallList() {
  return <CrudListPage resource={helpCalls} readOnly />;
}
