import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** The config tab opens its first group. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/device/${params.id}/config/parameters`);
