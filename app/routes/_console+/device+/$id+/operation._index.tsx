import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { deviceHref } from "~/lib/device-links";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(deviceHref(params.id ?? "", "operation"));
