import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DetailView } from "~/engine/DetailView";
import { deviceActionLink } from "~/lib/device-links";
import { DEVICE_ACTIONS, isDeviceAction } from "~/resources/device-action-list";
import { actionApplies, type DetailSection } from "~/resources/device-detail";
import { useCan } from "~/ui/console-data";
import type { DeviceDetail } from "~/platform/device-detail.server";
import { DEVICE_MARKS } from "~/resources/device-marks";

/** Links to the device's action modals that the user may use and that apply to the device now. */
export function DeviceActionLinks({ device, names }: { device: DeviceDetail; names: readonly string[] }) {
  const { t } = useTranslation();
  const can = useCan();
  const { pathname, search } = useLocation();
  const shown = names.filter(isDeviceAction).filter((name) => can(DEVICE_MARKS[DEVICE_ACTIONS[name].mark]) && actionApplies(name, device));
  if (!shown.length) return null;
  return (
    <div className="device-actions">
      {shown.map((name) => (
        <Link key={name} to={deviceActionLink(device.id, name, `${pathname}${search}`)} className={DEVICE_ACTIONS[name].danger ? "danger" : undefined} data-testid={`action-${name}`} preventScrollReset>
          {t(`deviceAction.${name}`)}
        </Link>
      ))}
    </div>
  );
}

/** Titled cards of label → value lists, each with the actions that belong to it. */
export function DetailSections({ sections, device }: { sections: readonly DetailSection[]; device: DeviceDetail }) {
  const { t } = useTranslation();
  return (
    <div className="detail-grid">
      {sections.map((section) => (
        <section key={section.key} className="resource-card detail-section" aria-labelledby={`section-${section.key}`} data-testid={`section-${section.key}`}>
          <h2 id={`section-${section.key}`}>{t(`deviceDetail.section.${section.key}`)}</h2>
          <DetailView columns={section.columns} record={device} />
          {section.actions && (
            <div style={{ marginTop: 12 }}>
              <DeviceActionLinks device={device} names={section.actions} />
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
