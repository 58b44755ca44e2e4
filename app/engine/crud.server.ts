import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { $ZodType as ZodType } from "zod/v4/core";
import { newSubmissionId } from "~/auth/session-store.server";
import { requirePermission, type ConsoleUser } from "~/auth/user.server";
import { UPLOAD_KINDS, type UploadKind } from "~/lib/uploads";
import type { PlatformContext } from "~/platform/client.server";
import { uploadFile } from "~/platform/files.server";
import type { TableCalls } from "~/platform/table.server";
import { loadOrFail } from "./errors.server";
import { loadList } from "./list.server";
import { loadRecord, recordId } from "./detail.server";
import { backToList, formAction } from "./mutations.server";
import type { FilterOption, ResourceDef } from "./types";

/**
 * One entity's screens served generically: list, add, edit, detail and delete, each a thin route calling one of
 * these. The resource declares what is shown; `calls` are its platform calls; `schema` is the form's zod schema
 * (the same conform uses in the browser).
 */
export interface CrudConfig<Row> {
  resource: ResourceDef;
  calls: TableCalls<Row>;
  /** The add/edit form's schema (read-only entities have none). */
  schema?: ZodType;
  /** The edit form's schema when it differs from the add form's (a file required on add, kept on edit). */
  editSchema?: ZodType;
  /**
   * File fields: uploaded through POST /v1/oss-files first, the entity keeps the answered URL. The kind may
   * follow the form (a learning item's image or video): `kinds` bound the body read, `of` picks one.
   */
  uploads?: Record<string, UploadKind | UploadChoice>;
  /** Form value → request body (after uploads). Default: the value itself, empty strings as null. */
  toBody?: (value: Record<string, unknown>, context: { user: ConsoleUser; id?: string }) => Record<string, unknown>;
  /** Choices of the form's `dynamic` select fields (institutions, agencies …), loaded with the form (`record` on edit). */
  fieldOptions?: (ctx: PlatformContext, context: { user: ConsoleUser; record?: Row }) => Promise<Record<string, FilterOption[]>>;
  /**
   * Whether the user may write this record at all, beyond 'mark.action' (e.g. nobody touches an account holding
   * more rights than they do): throws the 403 to refuse. Given the stored `record` (edit and delete, their forms
   * too) and the `body` about to be sent (add and edit), before the write goes upstream.
   */
  guard?: (context: { user: ConsoleUser; record?: Row; body?: Record<string, unknown> }) => Promise<void>;
  /** Choices of the list's `dynamic` filters. */
  filterOptions?: (ctx: PlatformContext, url: URL) => Promise<Record<string, FilterOption[]>>;
  /** The flash after an add, from the created row (default "added"). */
  createdMessage?: (row: Row) => string;
  /** Where a save or delete returns to (default: the list with its query). */
  redirectTo?: (context: { request: Request; params: Record<string, string | undefined> }) => string;
  /**
   * The record in the URL this one belongs to (a volunteer's honor): a record of another owner answers 404 and is
   * never edited or deleted through this page (hostile #36's rule for every nested record).
   */
  owner?: { field: string; id: string };
}

/**
 * A nested record's route args for the engine: the page's `:id` is the owner (a volunteer, a questionnaire), the
 * record's own id is `param` (`:honorId`, `:questionId`); the engine reads the record's id as `id`.
 */
export const nestedRecordArgs = <A extends LoaderFunctionArgs | ActionFunctionArgs>(args: A, param: string): A => ({ ...args, params: { id: args.params[param] } });

function assertOwner<Row>(config: CrudConfig<Row>, record: Row): void {
  if (!config.owner) return;
  if (String((record as Record<string, unknown>)[config.owner.field] ?? "") !== config.owner.id) {
    throw json({ message: "error.page404" }, { status: 404 });
  }
}

/** The stored record, fetched when a check needs it (its owner, its guard), and checked against its owner. */
async function storedRecord<Row>(config: CrudConfig<Row>, user: ConsoleUser, id: string): Promise<Row | undefined> {
  if (!config.owner && !config.guard) return undefined;
  const record = await config.calls.get(user.platform, id);
  assertOwner(config, record);
  return record;
}

export interface UploadChoice {
  kinds: readonly UploadKind[];
  of: (value: Record<string, unknown>) => UploadKind;
}

const kindsOf = (upload: UploadKind | UploadChoice) => (typeof upload === "string" ? [upload] : upload.kinds);

function defaultBody(value: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) body[key] = item === "" || item === undefined ? null : item;
  return body;
}

async function bodyOf<Row>(config: CrudConfig<Row>, user: ConsoleUser, value: Record<string, unknown>, id?: string) {
  const uploaded: Record<string, unknown> = { ...value };
  for (const [field, upload] of Object.entries(config.uploads ?? {})) {
    const file = value[field];
    const kind = typeof upload === "string" ? upload : upload.of(value);
    if (file instanceof File && file.size > 0) uploaded[field] = (await uploadFile(user.platform, file, kind)).url;
    // No new file on edit: keep the stored one (the field is not sent).
    else delete uploaded[field];
  }
  const body = (config.toBody ?? defaultBody)(uploaded, { user, id });
  // A blank secret keeps the stored one: it is never sent to the browser, so it never comes back in a form.
  for (const name of secretFields(config)) if (body[name] == null || body[name] === "") delete body[name];
  return body;
}

/** The form's secret fields (hostile #45): password inputs, never sent back, not even after a failed submit. */
const secretFields = <Row>(config: CrudConfig<Row>) => (config.resource.fields ?? []).filter((field) => field.kind === "secret").map((field) => field.name);

const largestUpload = (config: CrudConfig<unknown>) =>
  Object.values(config.uploads ?? {})
    .flatMap(kindsOf)
    .reduce<number | undefined>((max, kind) => Math.max(max ?? 0, UPLOAD_KINDS[kind].maxBytes), undefined);

/** The list (mark.query) with its dynamic filter choices. */
export async function crudListLoader<Row>({ request }: LoaderFunctionArgs, config: CrudConfig<Row>) {
  const user = await requirePermission(request, `${config.resource.permission}.query`);
  const filterOptions = config.filterOptions ? await loadOrFail(request, () => config.filterOptions!(user.platform, new URL(request.url))) : undefined;
  return json(await loadList(request, config.resource, config.calls.list, user, filterOptions));
}

/** The add form (mark.add): only its field choices. */
export async function crudNewLoader<Row>({ request }: LoaderFunctionArgs, config: CrudConfig<Row>) {
  const user = await requirePermission(request, `${config.resource.permission}.add`);
  const fieldOptions = config.fieldOptions ? await loadOrFail(request, () => config.fieldOptions!(user.platform, { user })) : {};
  // The form's one-time submission id: a double submit saves once (crudCreateAction).
  return json({ fieldOptions, once: newSubmissionId() });
}

/** The edit form (mark.edit): the record and the field choices. */
export async function crudEditLoader<Row>({ request, params }: LoaderFunctionArgs, config: CrudConfig<Row>) {
  const { record, user } = await loadRecord(request, params, config.resource, config.calls.get, "edit");
  assertOwner(config, record);
  if (config.guard) await loadOrFail(request, () => config.guard!({ user, record }));
  const fieldOptions = config.fieldOptions ? await loadOrFail(request, () => config.fieldOptions!(user.platform, { user, record })) : {};
  return json({ record, fieldOptions });
}

/** A detail (mark.get) or the delete confirmation (mark.delete). */
export async function crudRecordLoader<Row>({ request, params }: LoaderFunctionArgs, config: CrudConfig<Row>, action: "get" | "delete" = "get") {
  const { record, user } = await loadRecord(request, params, config.resource, config.calls.get, action);
  assertOwner(config, record);
  if (action === "delete" && config.guard) await loadOrFail(request, () => config.guard!({ user, record }));
  return json({ record });
}

function formSchemaOf<Row>(config: CrudConfig<Row>): ZodType {
  if (!config.schema) throw new Error(`${config.resource.name} has no form schema`);
  return config.schema;
}

const redirectOf = <Row>(config: CrudConfig<Row>) => config.redirectTo ?? backToList(config.resource.basePath);

export function crudCreateAction<Row>(args: ActionFunctionArgs, config: CrudConfig<Row>) {
  return formAction(args, {
    permission: `${config.resource.permission}.add`,
    schema: formSchemaOf(config),
    maxFileBytes: largestUpload(config as CrudConfig<unknown>),
    run: async ({ user }, value) => {
      const body = await bodyOf(config, user, value as Record<string, unknown>);
      await config.guard?.({ user, body });
      return config.calls.create(user.platform, body);
    },
    hideFields: secretFields(config),
    once: true,
    successMessage: config.createdMessage ? (row) => config.createdMessage!(row as Row) : "common.added",
    redirectTo: redirectOf(config),
  });
}

export function crudUpdateAction<Row>(args: ActionFunctionArgs, config: CrudConfig<Row>) {
  return formAction(args, {
    permission: `${config.resource.permission}.edit`,
    schema: config.editSchema ?? formSchemaOf(config),
    maxFileBytes: largestUpload(config as CrudConfig<unknown>),
    run: async ({ user, params }, value) => {
      const id = recordId(params);
      const record = await storedRecord(config, user, id);
      const body = await bodyOf(config, user, value as Record<string, unknown>, id);
      await config.guard?.({ user, record, body });
      return config.calls.update(user.platform, id, body);
    },
    hideFields: secretFields(config),
    successMessage: "common.saved",
    redirectTo: redirectOf(config),
  });
}

/** Delete; with `reasonSchema` the confirmation asks for a reason (§5) and sends it upstream. */
export function crudDeleteAction<Row>(args: ActionFunctionArgs, config: CrudConfig<Row>, reasonSchema: ZodType) {
  return formAction(args, {
    permission: `${config.resource.permission}.delete`,
    schema: reasonSchema,
    run: async ({ user, params }, value) => {
      const id = recordId(params);
      const record = await storedRecord(config, user, id);
      await config.guard?.({ user, record });
      return config.calls.remove(user.platform, id, (value as { reason?: string }).reason || undefined);
    },
    successMessage: "common.deleted",
    redirectTo: redirectOf(config),
  });
}
