import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import type { $ZodType as ZodType } from "zod/v4/core";
import { ResourceForm } from "~/engine/ResourceForm";
import type { FieldDef } from "~/engine/types";
import { RouteModal } from "~/ui/RouteModal";

/** The list URL without the `param` that opened a row's edit modal (also where saving returns). */
export function withoutParam(url: string, param: string): string {
  const parsed = new URL(url, "http://local");
  parsed.searchParams.delete(param);
  return `${parsed.pathname}${parsed.search}`;
}

/** Links to this list with one more search param (the row an edit modal is for). */
export function useParamLink(): (name: string, value: string | number) => string {
  const location = useLocation();
  return (name, value) => {
    const search = new URLSearchParams(location.search);
    search.set(name, String(value));
    return `${location.pathname}?${search}`;
  };
}

/**
 * A row's small edit form (remark, handling) opened by a link that adds `?<param>=<row id>` to the list URL: a
 * modal with JavaScript, a server-rendered dialog without it; posts an `intent` with `recordId` to the list route.
 */
export function RowEditModal({
  param, intent, recordId, title, fields, schema, defaultValue, lastResult, testId, submitLabel,
}: {
  param: string; intent: string; recordId: string; title: string; fields: readonly FieldDef[]; schema: ZodType;
  defaultValue: Record<string, string | undefined>; lastResult?: SubmissionResult<string[]> | null; testId: string;
  submitLabel?: string;
}) {
  const location = useLocation();
  const closeTo = withoutParam(`${location.pathname}${location.search}`, param);
  return (
    <RouteModal title={title} closeTo={closeTo} testId={testId}>
      <ResourceForm id={`${intent}-${recordId}`} fields={fields} schema={schema} mode="edit" lastResult={lastResult} defaultValue={defaultValue} cancelTo={closeTo} submitLabel={submitLabel}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="recordId" value={recordId} />
      </ResourceForm>
    </RouteModal>
  );
}
