import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { recordId } from "~/engine/detail.server";

/** An institution's page opens on its first tab. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/institution/list/${recordId(params)}/admins`);
