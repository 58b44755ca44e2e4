import type { LoaderFunctionArgs } from "@remix-run/node";
import { treeExportLoader } from "~/engine/tree.server";
import { areasCrud, areasTree } from "~/resources/admin.server";

/** The level of the tree the list shows, as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => treeExportLoader(args, areasCrud, areasTree);
