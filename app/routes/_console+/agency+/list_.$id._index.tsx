import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { recordId } from "~/engine/detail.server";

/** An agency's page opens on its first tab. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/agency/list/${recordId(params)}/admins`);
