import { Modal } from "~/ui/mantine/Modal";
import { useTranslation } from "~/i18n/react";
import { SHORTCUTS } from "~/lib/shortcuts";

/** The `?` dialog: every shortcut (app/lib/shortcuts.ts) and a word on the go-to search, which works without JavaScript. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t("keyboard.helpTitle")} transitionProps={{ duration: 0 }} closeButtonProps={{ "aria-label": t("common.close") }} data-testid="shortcut-help">
      <p className="muted">{t("keyboard.helpIntro")}</p>
      <table className="data-table shortcut-table">
        <caption className="visually-hidden">{t("keyboard.helpTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("keyboard.keys")}</th>
            <th scope="col">{t("keyboard.does")}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action}>
              <td>
                {shortcut.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 && " / "}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(`keyboard.${shortcut.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t("keyboard.goToNote")}</p>
    </Modal>
  );
}
