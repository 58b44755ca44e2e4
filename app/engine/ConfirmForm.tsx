import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button, Group, Stack, Text } from "~/ui/mantine";
import { useNavigation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { $ZodType as ZodType } from "zod/v4/core";
import { FormErrors } from "~/ui/fields/FormErrors";
import { TextareaField } from "~/ui/fields/TextareaField";

/** A confirmation (pass, delete, reject), optionally with a required reason, posted to its modal route. */
export function ConfirmForm({
  id,
  schema,
  lastResult,
  message,
  reasonLabel,
  submitLabel,
  danger,
  cancelTo,
  children,
}: {
  id: string;
  schema: ZodType;
  lastResult?: SubmissionResult<string[]> | null;
  message?: ReactNode;
  /** When set, a required reason field (named `reason`) is shown. */
  reasonLabel?: string;
  submitLabel: string;
  danger?: boolean;
  cancelTo: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <Stack gap="md">
        <FormErrors form={form} />
        {message && <Text>{message}</Text>}
        {children}
        {reasonLabel && fields.reason && <TextareaField field={fields.reason} label={reasonLabel} required maxLength={200} />}
        <Group justify="flex-end">
          <Button component={Link} to={cancelTo} variant="default" preventScrollReset>
            {t("common.cancel")}
          </Button>
          <Button type="submit" color={danger ? "red" : undefined} loading={navigation.state === "submitting"}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
