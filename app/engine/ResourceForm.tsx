import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button, Group, Stack } from "~/ui/mantine";
import { useNavigation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { $ZodType as ZodType } from "zod/v4/core";
import { CheckboxField } from "~/ui/fields/CheckboxField";
import { CheckboxGroupField } from "~/ui/fields/CheckboxGroupField";
import { FileField } from "~/ui/fields/FileField";
import { FormErrors } from "~/ui/fields/FormErrors";
import { PasswordField } from "~/ui/fields/PasswordField";
import { RichTextField } from "~/ui/fields/RichTextField";
import { SelectField } from "~/ui/fields/SelectField";
import { TextareaField } from "~/ui/fields/TextareaField";
import { TextField } from "~/ui/fields/TextField";
import { ONCE_FIELD, type FieldDef, type FilterOption } from "./types";

/**
 * A create/edit form built from the resource's field declarations and validated by the same zod schema the action
 * uses: in the browser with conform (JavaScript on), on the server always. Posts to its own route.
 */
export function ResourceForm({
  id,
  fields,
  schema,
  mode,
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  fieldOptions,
  currentFiles,
  retype,
  once,
  children,
}: {
  id: string;
  fields: readonly FieldDef[];
  schema: ZodType;
  mode: "create" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | string[] | null | undefined>;
  submitLabel?: string;
  cancelTo: string;
  /** Choices of `dynamic` select fields, from the loader. */
  fieldOptions?: Record<string, readonly FilterOption[]>;
  /** File fields' stored files (edit): shown as links; choosing no new file keeps them. */
  currentFiles?: Record<string, { href: string; label: string } | undefined>;
  /** Secret fields the failed submit had a value in: empty now, with a hint to type it again. */
  retype?: readonly string[];
  /** An add form's one-time submission id (the loader's `once`): a double submit saves once. */
  once?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, formFields] = useForm<Record<string, unknown>>({
    id,
    lastResult,
    // conform types an unknown-shaped form's defaults as strings; a checkbox group's default is a list.
    defaultValue: defaultValue as Record<string, string | null | undefined> | undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema as ZodType<Record<string, unknown>> }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const multipart = fields.some((field) => field.kind === "file");
  const answers = useAnswerCount(lastResult);
  const submitting = navigation.state === "submitting";
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} {...getFormProps(form)} preventScrollReset>
      {once && <input type="hidden" name={ONCE_FIELD} value={once} />}
      <Stack gap="md">
        <FormErrors form={form} />
        {fields.map((field) => {
          const meta = formFields[field.name];
          const required = field.required || (mode === "create" && field.requiredOnCreate);
          const label = t(field.labelKey);
          const description = field.descriptionKey ? t(field.descriptionKey, field.descriptionParams) : undefined;
          // Choices of a select or a checkbox group: the loader's (dynamic) or the enum's, labelled.
          const choices = () =>
            field.dynamic
              ? [...(fieldOptions?.[field.name] ?? [])]
              : (field.options ?? []).map((value) => ({ value, label: t(`${field.enumKey}.${value}`, { defaultValue: value }) }));
          switch (field.kind) {
            case "checkboxes":
              return <CheckboxGroupField key={field.name} field={meta} label={label} description={description} required={required} options={choices()} />;
            case "textarea":
              return <TextareaField key={field.name} field={meta} label={label} description={description} required={required} maxLength={field.maxLength} />;
            case "richtext":
              return <RichTextField key={field.name} field={meta} label={label} description={description} required={required} maxLength={field.maxLength} />;
            case "select":
              return (
                <SelectField
                  key={field.name}
                  field={meta}
                  label={label}
                  description={description}
                  required={required}
                  emptyLabel={t("common.choose")}
                  options={choices()}
                />
              );
            case "checkbox":
              return <CheckboxField key={field.name} field={meta} label={label} description={description} />;
            case "number":
            case "date":
            case "time":
              return <TextField key={field.name} field={meta} label={label} description={description} required={required} type={field.kind} />;
            case "secret":
              // Never filled in, not from the record, not from what was typed (the server does not send it back):
              // a fresh input after every answer, so with JavaScript too the failed submit leaves it empty.
              return (
                <PasswordField
                  key={`${field.name}-${answers}`}
                  field={meta}
                  label={label}
                  description={retype?.includes(field.name) ? t("common.secretAgain") : description}
                  required={required}
                  autoComplete="new-password"
                />
              );
            case "datetime":
              return <TextField key={field.name} field={meta} label={label} description={description} required={required} type="datetime-local" />;
            case "file": {
              const current = currentFiles?.[field.name];
              // The chosen value (conform follows the select as it changes; without JavaScript, the posted one).
              const chosen = field.followsChoice ? formFields[field.followsChoice.field]?.value : undefined;
              const choice = typeof chosen === "string" && field.followsChoice && Object.hasOwn(field.followsChoice.choices, chosen) ? field.followsChoice.choices[chosen] : undefined;
              if (choice === null) return null;
              return (
                <div key={field.name}>
                  <FileField
                    field={meta}
                    label={label}
                    description={choice ? t(choice.descriptionKey, choice.descriptionParams) : description}
                    required={required || (mode === "create" && Boolean(choice))}
                    accept={choice ? choice.accept : field.accept}
                  />
                  {current && (
                    <p className="current-file">
                      {t("common.currentFile")}{" "}
                      <a href={current.href} target="_blank" rel="noreferrer">
                        {current.label}
                      </a>{" "}
                      · {t("common.keepFile")}
                    </p>
                  )}
                </div>
              );
            }
            default:
              return <TextField key={field.name} field={meta} label={label} description={description} required={required} />;
          }
        })}
        {children}
        <Group justify="flex-end">
          <Button component={Link} to={cancelTo} variant="default" preventScrollReset>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel ?? t("common.save")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** How many answers the form has had: changes with each new `lastResult`, so inputs keyed by it start afresh. */
function useAnswerCount(lastResult: unknown): number {
  const seen = useRef({ lastResult, count: 0 });
  if (seen.current.lastResult !== lastResult) seen.current = { lastResult, count: seen.current.count + 1 };
  return seen.current.count;
}
