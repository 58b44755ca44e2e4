import { Button, Group, Text } from "~/ui/mantine";
import { Modal } from "~/ui/mantine/Modal";
import { Form } from "~/ui/links";
import { useTranslation } from "~/i18n/react";

/** The logout confirmation (§2) with JavaScript; without it the /logout page asks the same. */
export default function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t("layout.logoutConfirmTitle")} centered>
      <Text mb="md">{t("layout.logoutConfirm")}</Text>
      <Form method="post" action="/logout">
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("layout.logoutCancel")}
          </Button>
          <Button type="submit" color="red" data-autofocus>
            {t("layout.logoutOk")}
          </Button>
        </Group>
      </Form>
    </Modal>
  );
}
