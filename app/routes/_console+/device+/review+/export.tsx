import type { LoaderFunctionArgs } from "@remix-run/node";
import { listExportLoader } from "~/engine/export.server";
import { listDeviceReviews } from "~/platform/peripherals.server";
import { deviceReviews } from "~/resources/device/device-reviews";

/** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => listExportLoader(args, { resource: deviceReviews, list: listDeviceReviews });
