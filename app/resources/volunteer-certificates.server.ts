import type { ActionFunctionArgs } from "@remix-run/node";
import { backToList, intentAction } from "~/engine/mutations.server";
import { msg } from "~/i18n/messages";
import { passCertificates } from "~/platform/volunteers.server";
import { volunteerCertificates } from "./people/certificates";
import { bulkPassSchema } from "./volunteer-certificates-forms";

/** Bulk pass of the checked rows (posted as `ids`); non-pending ones are skipped and counted. */
export const certificateBulkAction = (args: ActionFunctionArgs) =>
  intentAction(
    args,
  {
    "bulk-pass": {
      permission: "volunteerCertificate.pass",
      schema: bulkPassSchema,
      run: async ({ user }, value) => {
        const { ids } = value as { ids: string[] };
        const result = await passCertificates(user.platform, ids.map(Number));
        return msg("certificate.bulkPassed", { passed: result.passed, skipped: result.skipped ?? 0 });
      },
      successMessage: "certificate.passed",
    },
  },
  backToList(volunteerCertificates.basePath),
);
