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
 * submit also gets a summary at the top of the form: every field error, each a link to its field, focused when it
 * appears (issue 34 §2, "an error the user cannot see"). Without JavaScript the `autofocus` of the answered page
 * brings it into view; with it, conform then focuses the first invalid field.
 */
export function FormErrors({ errors, detail, form }: { errors?: string[] | null; detail?: string | null; form?: FormErrorsSource }) {
  const { t } = useTranslation();
  const formErrors = errors ?? form?.errors ?? [];
  const failed = form?.status === "error";
  const fieldErrors = failed
    ? Object.entries(form.allErrors).flatMap(([name, list]) => (name && list?.length ? [{ name, message: list[0] }] : []))
    : [];
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
        <ul className="form-error-list" data-testid="form-error-fields">
          {fieldErrors.map(({ name, message }) => (
            <li key={name}>
              <a href={`#${form!.id}-${name}`}>{translateMessage(t, message)}</a>
            </li>
          ))}
        </ul>
      )}
      {detail}
    </Alert>
  );
}
