import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { recordId } from "~/engine/detail.server";

/** A user's detail opens on its first tab. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/system/user/${recordId(params)}/logins`);
