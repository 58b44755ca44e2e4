import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { recordId } from "~/engine/detail.server";
import { honorsOf } from "~/resources/people";
import { volunteerHonorSchema } from "~/resources/people-forms";
import { volunteerHonorCrud } from "~/resources/people.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "volunteerTab.honors");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, volunteerHonorCrud(recordId(args.params)));
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, volunteerHonorCrud(recordId(args.params)));

export default function NewVolunteerHonor() {
  return <CrudFormModal resource={honorsOf(useParams().id ?? "")} schema={volunteerHonorSchema} mode="create" />;
}
