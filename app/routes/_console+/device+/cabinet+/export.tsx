import type { LoaderFunctionArgs } from "@remix-run/node";
import { controllerServer } from "~/resources/controllers.server";

/** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => controllerServer.export(args, "cabinet");
