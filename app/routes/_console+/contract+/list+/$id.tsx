import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { contracts } from "~/resources/content";
import { contractsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.contractList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, contractsCrud);

export default function ContractDetail() {
  return <CrudDetailModal resource={contracts} />;
}
