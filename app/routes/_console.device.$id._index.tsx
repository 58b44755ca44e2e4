import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** /device/:id opens the overview tab. */
export const loader = ({ params }: LoaderFunctionArgs) => redirect(`/device/${params.id}/overview`);
