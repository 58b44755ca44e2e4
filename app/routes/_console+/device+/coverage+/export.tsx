import type { LoaderFunctionArgs } from "@remix-run/node";
import { listExportLoader } from "~/engine/export.server";
import { coverageAreaPage } from "~/resources/coverage.server";
import { coverageAreas } from "~/resources/coverage";

/** GET /device/coverage/export?<the form's values and the table's sort>: calls covered per area, .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => listExportLoader(args, { resource: coverageAreas, list: coverageAreaPage });
