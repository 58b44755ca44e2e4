import type { LoaderFunctionArgs } from "@remix-run/node";
import { controllerServer } from "~/resources/controllers.server";

export const loader = (args: LoaderFunctionArgs) => controllerServer.toOverview(args, "cabinet");
