import { useFormAnswer } from "~/engine/form-answer";
import { parseWithZod } from "@conform-to/zod/v4";
import { Alert, Button, Group, Stack } from "~/ui/mantine";
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import gridStyles from "mantine-react-table/styles.css";
import { lazy, Suspense, useEffect, useState } from "react";
import * as z from "zod/mini";
import { useTranslation } from "~/i18n/react";
import { claimOnce, isClaimed, releaseClaim } from "~/auth/session-store.server";
import { requirePermission, type ConsoleUser } from "~/auth/user.server";
import { replyForAction } from "~/engine/errors.server";
import { useListLinks } from "~/engine/links";
import { readMultipart, type FormActionData } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { msg, translateMessage } from "~/i18n/messages";
import { MAX_FILE_BYTES } from "~/lib/validators";
import type { ImportReport } from "~/platform/devices.server";
import { IMPORT_FIELDS, IMPORT_LABELS, IMPORT_MAX_ROWS, parsePostedRows, sameRows, validRows, type PreviewRow } from "~/resources/device-import";
import { importPreview, previewFile, previewRows, readPreview } from "~/resources/device-import.server";
import { devices, importFields } from "~/resources/device/devices";
import { importSchema } from "~/resources/devices-forms";
import { pageTitle } from "~/ui/page-title";
import { ImportRowResult } from "~/ui/devices/ImportRowResult";
import { RouteModal } from "~/ui/RouteModal";
import { useHydrated } from "~/ui/use-hydrated";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "fleet.importTitle");

/** The one-time key of a preview's confirmation: a double click imports it once. */
const importClaim = (pendingId: string) => `import:${pendingId}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceList.import");
  const id = new URL(request.url).searchParams.get("pending");
  // A confirmed preview (its import done or under way) is not offered again: a second confirm says so.
  const imported = Boolean(id && (await isClaimed(user.sessionId, importClaim(id))));
  const pending = imported ? null : await readPreview(user.sessionId, id);
  return json({ preview: pending && id ? { id, ...pending } : null, expired: Boolean(id && !pending && !imported), imported });
}

type ImportActionData = { result?: FormActionData["result"]; report?: ImportReport };

/**
 * Three steps, each a plain form post: `check` uploads a sheet for the dry run (the preview is kept server-side
 * and the page redirects to `?pending=<id>`), `recheck` posts corrected rows from the grid (JavaScript) for a new
 * preview, and `confirm` imports the preview's valid rows (up to 600 s); its per-row report is this page's answer.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePermission(request, "deviceList.import");
  const form = await readMultipart(request, MAX_FILE_BYTES);
  // The sheet sits in a temp file until this step is answered.
  try {
    return await importStep(request, user, form);
  } finally {
    await form.dispose();
  }
}

async function importStep(request: Request, user: ConsoleUser, { formData, oversized, mislabelled, unsafeNames }: Awaited<ReturnType<typeof readMultipart>>) {
  const intent = formData.get("intent");
  const pendingId = String(formData.get("pending") ?? "");
  const here = (id: string) => redirect(`${devices.basePath}/import?${new URLSearchParams({ ...Object.fromEntries(new URL(request.url).searchParams), pending: id })}`);
  if (intent === "recheck" || intent === "confirm") {
    const pending = await readPreview(user.sessionId, pendingId);
    if (!pending) return redirect(`${devices.basePath}/import?pending=${encodeURIComponent(pendingId)}`);
    const posted = formData.has("rows") ? parsePostedRows(formData.get("rows"), IMPORT_MAX_ROWS) : null;
    if (formData.has("rows") && !posted) throw json({ message: "error.badRequest" }, { status: 400 });
    // Only what the last check counted is imported: rows changed since (a grid edited without "check again") or
    // another count than the one shown are refused, never checked and imported in one go.
    const count = formData.get("count");
    if (intent === "confirm" && ((posted && !sameRows(posted, pending.rows.map((row) => row.values))) || (count !== null && Number(count) !== validRows(pending.rows).length))) {
      const result = parseWithZod(formData, { schema: z.object({}) }).reply({ formErrors: ["fleet.preview.stale"] });
      return json<ImportActionData>({ result }, { status: 409 });
    }
    // The first confirm takes the preview; a second (a double click, a resubmit) lands on "already imported".
    if (intent === "confirm" && !(await claimOnce(user.sessionId, importClaim(pendingId)))) return here(pendingId);
    try {
      if (intent === "recheck") return here(await previewRows(user.platform, user.sessionId, pending.fileName, posted ?? pending.rows.map((row) => row.values)));
      return json<ImportActionData>({ report: await importPreview(user.platform, user.sessionId, pendingId, pending) });
    } catch (error) {
      if (intent === "confirm") await releaseClaim(user.sessionId, importClaim(pendingId));
      const { result, status } = await replyForAction(error, request, parseWithZod(formData, { schema: z.object({}) }));
      return json<ImportActionData>({ result }, { status });
    }
  }
  const submission = parseWithZod(formData, { schema: importSchema });
  if (oversized.length || mislabelled.length || unsafeNames.length || submission.status !== "success") {
    const result = submission.reply();
    const fileError = oversized.length ? msg("validation.fileSize", { max: "10M" }) : mislabelled.length ? "validation.fileContent" : unsafeNames.length ? "validation.fileName" : null;
    return json<ImportActionData>({ result: { ...result, error: { ...(result.error ?? {}), ...(fileError && { file: [fileError] }) } } }, { status: 400 });
  }
  try {
    return here(await previewFile(user.platform, user.sessionId, submission.value.file));
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

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gridStyles }];

/** The editable grid (mantine-react-table): loaded on this route only, after hydration. */
const ImportGrid = lazy(() => import("~/ui/devices/ImportGrid"));

export default function ImportDevices() {
  const { t } = useTranslation();
  const { preview, expired, imported } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>() as ImportActionData | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const links = useListLinks(devices.basePath);
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const seconds = useSeconds(busy);
  const report = actionData?.report;
  const formError = actionData?.result?.error?.[""]?.[0];
  const uploadForm = (
    <ResourceForm id="device-import" fields={importFields} schema={importSchema} mode="create" lastResult={actionData?.result} cancelTo={links.list} submitLabel={t("fleet.importSubmit")}>
      {busy && (
        <p role="status" aria-live="polite" data-testid="import-progress">
          {t("fleet.importing", { seconds })}
        </p>
      )}
    </ResourceForm>
  );
  if (report) {
    return (
      <RouteModal title={t("fleet.importReport")} closeTo={links.list} size="lg" testId="device-import">
        <ImportReportView report={report} againTo={links.child("import")} listTo={links.list} />
      </RouteModal>
    );
  }
  if (!preview) {
    return (
      <RouteModal title={t("fleet.importTitle")} closeTo={links.list} size="lg" testId="device-import">
        {expired && (
          <Alert color="orange" variant="light" role="status" mb="md">
            {t("fleet.preview.expired")}
          </Alert>
        )}
        {imported && (
          <Alert color="blue" variant="light" role="status" mb="md" data-testid="import-done">
            {t("fleet.preview.alreadyImported")} <Link to={links.list}>{t("fleet.preview.toList")}</Link>
          </Alert>
        )}
        {uploadForm}
      </RouteModal>
    );
  }
  const valid = validRows(preview.rows).length;
  const count = (status: string) => preview.rows.filter((row) => row.status === status).length;
  return (
    <RouteModal title={t("fleet.preview.title")} closeTo={links.list} size="xl" testId="device-import">
      <Stack gap="md" data-testid="import-preview">
        <Alert color={valid === preview.rows.length ? "green" : "orange"} variant="light" role="status" data-testid="preview-summary">
          {t("fleet.preview.summary", { total: preview.rows.length, valid, create: count("CREATE"), update: count("UPDATE"), errors: count("ERROR") })}
        </Alert>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, formError)}
          </Alert>
        )}
        {hydrated ? (
          <Suspense fallback={<PreviewTable rows={preview.rows} />}>
            <ImportGrid key={preview.id} pendingId={preview.id} rows={preview.rows} valid={valid} busy={busy} />
          </Suspense>
        ) : (
          <>
            <PreviewTable rows={preview.rows} />
            <Form method="post" preventScrollReset>
              <input type="hidden" name="pending" value={preview.id} />
              <input type="hidden" name="count" value={valid} />
              <Group justify="flex-end">
                <Button type="submit" name="intent" value="confirm" disabled={valid === 0} data-testid="import-confirm">
                  {t("fleet.preview.confirm", { count: valid })}
                </Button>
              </Group>
            </Form>
          </>
        )}
        {busy && (
          <p role="status" aria-live="polite" data-testid="import-progress">
            {t("fleet.importing", { seconds })}
          </p>
        )}
        <details className="bulk-panel" open={!hydrated || undefined}>
          <summary>{t("fleet.preview.reupload")}</summary>
          {uploadForm}
        </details>
      </Stack>
    </RouteModal>
  );
}

/** The preview as a server-drawn table: every row, its result with its errors, each cell with its errors under it. */
function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap" style={{ maxHeight: "55vh" }}>
      <table className="data-table" data-testid="preview-table">
        <thead>
          <tr>
            <th scope="col">{t("fleet.row")}</th>
            <th scope="col">{t("fleet.result")}</th>
            {IMPORT_FIELDS.map((field) => (
              <th key={field} scope="col">
                {t(IMPORT_LABELS[field])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} data-status={row.status}>
              <td className="num">{row.row}</td>
              <td>
                <ImportRowResult row={row} />
              </td>
              {IMPORT_FIELDS.map((field) => (
                <td key={field} className={row.errors[field] ? "cell-error" : undefined} data-field={field}>
                  {row.values[field]}
                  {row.errors[field] && (
                    <ul className="cell-errors">
                      {row.errors[field]!.map((message) => (
                        <li key={message}>{translateMessage(t, message)}</li>
                      ))}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportReportView({ report, againTo, listTo }: { report: ImportReport; againTo: string; listTo: string }) {
  const { t } = useTranslation();
  return (
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
        <Button component={Link} to={againTo} variant="default">
          {t("fleet.importAgain")}
        </Button>
        <Button component={Link} to={listTo}>
          {t("fleet.backToList")}
        </Button>
      </Group>
    </Stack>
  );
}
