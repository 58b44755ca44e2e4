import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { useCrudActions } from "~/engine/CrudActions";
import { loadRecord, recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { loadList, type ListData } from "~/engine/list.server";
import { within } from "~/engine/RecordListTab";
import { ResourceList } from "~/engine/ResourceList";
import { questionnaireQuestionCalls, questionnairesCalls, type Questionnaire, type QuestionnaireQuestion } from "~/platform/content.server";
import { questionnaires, questionsOf } from "~/resources/content";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "questionnaireQuestion.title", args.data?.record.name ?? undefined);

/** A questionnaire's page (§3): the questionnaire, then its questions, added, edited and deleted in modals over the list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record, user } = await loadRecord(request, params, questionnaires, questionnairesCalls.get);
  const id = recordId(params);
  const list = await loadList(request, questionsOf(id), (ctx, listParams) => questionnaireQuestionCalls.list(ctx, within("questionnaireId", id, listParams)), user);
  return json({ record, ...list });
}

export default function QuestionnaireQuestions() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>() as unknown as ListData<QuestionnaireQuestion> & { record: Questionnaire };
  const resource = questionsOf(String(data.record.id));
  const actions = useCrudActions<QuestionnaireQuestion>(resource, "questionnaire-question-add");
  return (
    <div className="resource-page" data-testid="questionnaire-questions">
      <section className="resource-card">
        <div className="device-header">
          <h1>{data.record.name}</h1>
          <Link to={questionnaires.basePath}>{t("questionnaire.back")}</Link>
        </div>
        <DetailView columns={questionnaires.detail ?? []} record={data.record} />
      </section>
      <ResourceList<QuestionnaireQuestion> resource={resource} data={data} toolbar={actions.toolbar} rowActions={actions.rowActions}>
        <Outlet />
      </ResourceList>
    </div>
  );
}
