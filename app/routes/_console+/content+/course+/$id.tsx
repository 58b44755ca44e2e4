import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { courses } from "~/resources/content";
import { coursesCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";
import { RichText } from "~/ui/RichText";
import { sanitizeRichText } from "~/lib/rich-text";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.course");

export async function loader(args: LoaderFunctionArgs) {
  const { record } = (await (await crudRecordLoader(args, coursesCrud)).json()) as { record: Record<string, unknown> };
  return json({ record: { ...record, intro: sanitizeRichText(String(record.intro ?? "")) } });
}

/** The detail with its formatted text rendered, sanitised on the way out too. */
export default function CourseDetail() {
  const { record } = useLoaderData<typeof loader>() as unknown as { record: Record<string, string | null> };
  return (
    <CrudDetailModal resource={courses}>
      <RichText sanitizedHtml={record.intro} testId="courses-intro" />
    </CrudDetailModal>
  );
}
