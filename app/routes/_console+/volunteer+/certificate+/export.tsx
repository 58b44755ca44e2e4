import type { LoaderFunctionArgs } from "@remix-run/node";
import { listExportLoader } from "~/engine/export.server";
import { listCertificates } from "~/platform/volunteers.server";
import { volunteerCertificates } from "~/resources/people/certificates";

/** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => listExportLoader(args, { resource: volunteerCertificates, list: listCertificates });
