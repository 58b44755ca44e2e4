import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { deviceHref } from "~/lib/device-links";

/**
 * /device/:id opens the overview tab. Other /device/<word> paths (menu screens not built yet) are the layout's to
 * answer with its 404, so nothing is redirected for them.
 */
export const loader = ({ params }: LoaderFunctionArgs) => (/^\d{1,18}$/.test(params.id ?? "") ? redirect(deviceHref(params.id ?? "")) : null);

/** Never shown: a numeric id redirects, anything else is the layout's 404 (a component keeps this a page route). */
export default function DeviceIndex() {
  return null;
}
