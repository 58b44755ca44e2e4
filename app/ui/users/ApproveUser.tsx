import { useLocation } from "@remix-run/react";
import { Form } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import type { FilterOption } from "~/engine/types";
import { PlainNativeSelect } from "~/ui/fields/PlainInputs";

/** The role a self-registered account is approved with: only roles the approver may give (hostile #38, #43). */
export function ApproveRoleSelect({ name, choices }: { name: string; choices: readonly FilterOption[] }) {
  const { t } = useTranslation();
  return <PlainNativeSelect name="roleMark" label={t("sysUser.approveRole", { name })} data={choices} />;
}

/**
 * A waiting account's row in the user list: "awaiting approval" and, for an approver, a plain form choosing its
 * role (works without JavaScript; posts to the approve route, which comes back to the list as it was).
 */
export function ApproveRowForm({ id, name, choices, canApprove }: { id: string | number; name: string; choices: readonly FilterOption[]; canApprove: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <span className="badge" data-tone="orange" data-testid={`user-pending-${id}`}>
        {t("sysUser.pending")}
      </span>
      {canApprove &&
        (choices.length ? (
          <Form method="post" action={`/system/user/${id}/approve${search}`} preventScrollReset style={{ display: "inline-flex", gap: 4, alignItems: "center" }} data-testid={`user-approve-${id}`}>
            <select name="roleMark" aria-label={t("sysUser.approveRole", { name })} required style={{ font: "inherit", maxWidth: 160 }}>
              <option value="">{t("common.choose")}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <button type="submit" className="link-button">
              {t("sysUser.approve")}
            </button>
          </Form>
        ) : (
          <span className="muted">{t("sysUser.noAssignableRole")}</span>
        ))}
    </>
  );
}
