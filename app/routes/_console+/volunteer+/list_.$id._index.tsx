import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { recordId } from "~/engine/detail.server";

/** A volunteer's page opens on its first tab. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/volunteer/list/${recordId(params)}/certificates`);
