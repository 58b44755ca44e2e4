import { useFormAnswer } from "~/engine/form-answer";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { crudRecordLoader } from "~/engine/crud.server";
import { recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { backToList, formAction, type FormActionData } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { handleRepair, type RepairRecord } from "~/platform/operations.server";
import { repairRecords } from "~/resources/operations";
import { repairHandleSchema } from "~/resources/operations-forms";
import { repairEditCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "repair.handle");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, repairEditCrud, "get");

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "repairRecord.edit",
    schema: repairHandleSchema,
    run: ({ user, params }, value) => handleRepair(user.platform, recordId(params), value.handleContent),
    successMessage: "repair.handled",
    redirectTo: backToList(repairRecords.basePath),
  });

const HANDLE_FIELDS = [{ name: "handleContent", labelKey: "repair.handleContent", kind: "textarea", required: true, maxLength: 200 }] as const;

/** Handling a repair: what was done; saving closes it (§4 HANGLED). A closed one only shows that it is. */
export default function HandleRepair() {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: RepairRecord };
  const actionData = useFormAnswer() as FormActionData | undefined;
  const links = useListLinks(repairRecords.basePath);
  const summary = (repairRecords.detail ?? []).filter((column) => ["serialNumber", "content", "state"].includes(column.key));
  return (
    <RouteModal title={`${t("repair.handle")} · ${record.serialNumber ?? record.id}`} closeTo={links.list} testId="repair-handle">
      <DetailView columns={summary} record={record} />
      {record.state === "HANGLED" ? (
        <p data-testid="repair-closed">{t("repair.alreadyClosed")}</p>
      ) : (
        <ResourceForm id={`repair-handle-${record.id}`} fields={HANDLE_FIELDS} schema={repairHandleSchema} mode="edit" lastResult={actionData?.result} cancelTo={links.list} />
      )}
    </RouteModal>
  );
}
