import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { crudDeleteAction, crudRecordLoader, nestedRecordArgs } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { recordId } from "~/engine/detail.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { honorsOf } from "~/resources/people";
import { volunteerHonorCrud } from "~/resources/people.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "volunteerTab.honors");

// `:id` is the volunteer (the page's param), `:honorId` the honor; the engine checks the honor is this volunteer's.
export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(nestedRecordArgs(args, "honorId"), volunteerHonorCrud(recordId(args.params)), "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(nestedRecordArgs(args, "honorId"), volunteerHonorCrud(recordId(args.params)), plainDeleteSchema);

export default function DeleteVolunteerHonor() {
  return <CrudDeleteModal resource={honorsOf(useParams().id ?? "")} schema={plainDeleteSchema} />;
}
