import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { deviceHref } from "~/lib/device-links";

/** The config tab opens its first group. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(deviceHref(params.id ?? "", "config"));
