import type { LoaderFunctionArgs } from "@remix-run/node";
import { firmwareServer } from "~/resources/firmware.server";

/** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => firmwareServer.export(args, "connector");
