import type { LoaderFunctionArgs } from "@remix-run/node";
import { crudExportLoader } from "~/engine/export.server";
import { eventDevicesCrud } from "~/resources/solutions.server";

/** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => crudExportLoader(args, eventDevicesCrud);
