import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { downloadInspectionReport } from "~/platform/operations.server";

/** The generated report as a download (a PDF from the platform), a plain link that works without JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "inspectionReport.get");
  const id = recordId(params);
  const upstream = await loadOrFail(request, () => downloadInspectionReport(user.platform, id));
  return new Response(upstream.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="inspection-report-${id}.pdf"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
