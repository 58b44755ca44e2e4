import { translateMessage } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/mantine";

/** What FormErrors reads of a conform form (its `form` metadata). */
export interface FormErrorsSource {
  id: string;
  errors?: string[];
  allErrors: Record<string, string[] | null | undefined>;
  /** "error" once a submit failed (in the browser or on the server), until the next submit. */
  status?: "success" | "error";
}

/**
 * Errors that belong to the whole form (upstream faults, a rule spanning fields). Given the conform `form`, a failed
 * submit also gets a summary at the top of the form (how many fields to fix, a link to the first), focused when it
 * appears (issue 34 §2, "an error the user cannot see"). Without JavaScript the `autofocus` of the answered page
 * brings it into view; with it, conform then focuses the first invalid field.
 */
export function FormErrors({ errors, detail, form }: { errors?: string[] | null; detail?: string | null; form?: FormErrorsSource }) {
  const { t } = useTranslation();
  const formErrors = errors ?? form?.errors ?? [];
  const failed = form?.status === "error";
  const fieldErrors = failed ? Object.entries(form.allErrors).flatMap(([name, list]) => (name && list?.length ? [{ name }] : [])) : [];
  if (!formErrors.length && !fieldErrors.length) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-testid="form-error"
      title={formErrors.length ? translateMessage(t, formErrors[0]) : t("validation.fixErrors")}
      {...(failed ? { tabIndex: -1, autoFocus: true } : {})}
    >
      {formErrors.slice(1).map((error) => (
        <div key={error}>{translateMessage(t, error)}</div>
      ))}
      {fieldErrors.length > 0 && (
        // One link to the first invalid field (its own error is shown at the field, not repeated here).
        <a href={`#${form!.id}-${fieldErrors[0].name}`} data-testid="form-error-first">
          {formErrors.length ? t("validation.fixErrors") : t("validation.toFirstError", { count: fieldErrors.length })}
        </a>
      )}
      {detail}
    </Alert>
  );
}
