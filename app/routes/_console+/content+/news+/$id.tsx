import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { news } from "~/resources/content";
import { newsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";
import { RichText } from "~/ui/RichText";
import { sanitizeRichText } from "~/lib/rich-text";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.news");

export async function loader(args: LoaderFunctionArgs) {
  const { record } = (await (await crudRecordLoader(args, newsCrud)).json()) as { record: Record<string, unknown> };
  return json({ record: { ...record, content: sanitizeRichText(String(record.content ?? "")) } });
}

/** The detail with its formatted text rendered, sanitised on the way out too. */
export default function NewsItemDetail() {
  const { record } = useLoaderData<typeof loader>() as unknown as { record: Record<string, string | null> };
  return (
    <CrudDetailModal resource={news}>
      <RichText sanitizedHtml={record.content} testId="news-content" />
    </CrudDetailModal>
  );
}
