import { translateMessage } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/mantine";

/** Errors that belong to the whole form (upstream faults, a rule spanning fields). */
export function FormErrors({ errors, detail }: { errors?: string[] | null; detail?: string | null }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error" title={translateMessage(t, errors[0])}>
      {errors.slice(1).map((error) => (
        <div key={error}>{translateMessage(t, error)}</div>
      ))}
      {detail}
    </Alert>
  );
}
