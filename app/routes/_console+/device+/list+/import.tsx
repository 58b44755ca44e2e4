import { parseWithZod } from "@conform-to/zod/v4";
import { Alert } from "~/ui/mantine/Alert";
import { Button } from "~/ui/mantine/Button";
import { Group } from "~/ui/mantine/Group";
import { Stack } from "~/ui/mantine/Stack";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { replyForAction } from "~/engine/errors.server";
import { useListLinks } from "~/engine/links";
import { readMultipart, type FormActionData } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { msg } from "~/i18n/messages";
import { MAX_FILE_BYTES } from "~/lib/validators";
import { importDevices, type ImportReport } from "~/platform/devices.server";
import { devices, importFields, importSchema } from "~/resources/devices";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "fleet.importTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "deviceList.import");
  return json({});
}

type ImportActionData = FormActionData & { report?: ImportReport };

/** The sheet goes to the platform (up to 600 s); its per-row report is this page's answer (no redirect: it is the result). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePermission(request, "deviceList.import");
  const { formData, oversized, mislabelled, unsafeNames } = await readMultipart(request, MAX_FILE_BYTES);
  const submission = parseWithZod(formData, { schema: importSchema });
  if (oversized.length || mislabelled.length || unsafeNames.length || submission.status !== "success") {
    const result = submission.reply();
    const fileError = oversized.length ? msg("validation.fileSize", { max: "10M" }) : mislabelled.length ? "validation.fileContent" : unsafeNames.length ? "validation.fileName" : null;
    return json<ImportActionData>({ result: { ...result, error: { ...(result.error ?? {}), ...(fileError && { file: [fileError] }) } } }, { status: 400 });
  }
  try {
    const report = await importDevices(user.platform, submission.value.file);
    return json<ImportActionData>({ result: submission.reply({ resetForm: true }), report });
  } catch (error) {
    const { result, status } = await replyForAction(error, request, submission);
    return json<ImportActionData>({ result }, { status });
  }
}

function useSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const began = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return seconds;
}

export default function ImportDevices() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>() as ImportActionData | undefined;
  const navigation = useNavigation();
  const links = useListLinks(devices.basePath);
  const importing = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const seconds = useSeconds(importing);
  const report = actionData?.report;
  return (
    <RouteModal title={report ? t("fleet.importReport") : t("fleet.importTitle")} closeTo={links.list} size="lg" testId="device-import">
      {report ? (
        <Stack gap="md" data-testid="import-report">
          <Alert color={report.failed ? "orange" : "green"} variant="light" role="status">
            {t("fleet.reportSummary", report)}
          </Alert>
          <div className="table-wrap" style={{ maxHeight: "50vh" }}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("fleet.row")}</th>
                  <th scope="col">{t("fleet.sn")}</th>
                  <th scope="col">{t("fleet.result")}</th>
                  <th scope="col">{t("fleet.messages")}</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.row} data-result={row.result}>
                    <td className="num">{row.row}</td>
                    <td>{row.sn}</td>
                    <td>
                      <span className="badge" data-tone={row.result === "FAILED" ? "red" : "green"}>
                        {t(`fleet.results.${row.result}`)}
                      </span>
                    </td>
                    <td>
                      {row.messages.length > 0 && (
                        <ul className="plain-list">
                          {row.messages.map((message) => (
                            <li key={message}>{message}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Group justify="flex-end">
            <Button component={Link} to={links.child("import")} variant="default">
              {t("fleet.importAgain")}
            </Button>
            <Button component={Link} to={links.list}>
              {t("fleet.backToList")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <ResourceForm id="device-import" fields={importFields} schema={importSchema} mode="create" lastResult={actionData?.result} cancelTo={links.list} submitLabel={t("fleet.importSubmit")}>
          {importing && (
            <p role="status" aria-live="polite" data-testid="import-progress">
              {t("fleet.importing", { seconds })}
            </p>
          )}
        </ResourceForm>
      )}
    </RouteModal>
  );
}
