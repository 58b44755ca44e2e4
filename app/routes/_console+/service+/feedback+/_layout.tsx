import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { useListLinks } from "~/engine/links";
import type { Feedback } from "~/platform/content.server";
import { feedbacks } from "~/resources/content";
import { feedbacksCrud } from "~/resources/content.server";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.feedback");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, feedbacksCrud);

/** Feedback from users (§2): read-only, each untreated one handled through the pass modal. */
export default function FeedbacksPage() {
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(feedbacks.basePath);
  return (
    <CrudListPage
      resource={feedbacks}
      readOnly
      rowActions={(row) =>
        can("feedback.pass") && (row as unknown as Feedback).handleState === "UNTREATED" ? (
          <Link to={links.child(`${row.id}/pass`)} preventScrollReset>
            {t("feedback.pass")}
          </Link>
        ) : null
      }
    />
  );
}
