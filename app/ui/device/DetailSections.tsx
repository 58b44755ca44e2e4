import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/links";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { DetailView } from "~/engine/DetailView";
import { deviceActionLink } from "~/lib/device-links";
import { DEVICE_ACTIONS, isDeviceAction } from "~/resources/device-action-list";
import { actionApplies, type DetailSection, type LoadedPart, type LoadedParts } from "~/resources/device-detail";
import { useCan } from "~/ui/console-data";
import type { DeviceDetail } from "~/platform/device-detail.server";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { ServiceError } from "~/ui/ServiceError";

/**
 * Links to the device's action modals that the user may use and that apply now. `values` decides what applies: the
 * device, or the answer of the part call the links sit beside (a lock to unbind, a mark to remove).
 */
export function DeviceActionLinks({ deviceId, values, names }: { deviceId: string | number; values: Record<string, unknown> | null; names: readonly string[] }) {
  const { t } = useTranslation();
  const can = useCan();
  const { pathname, search } = useLocation();
  const shown = names.filter(isDeviceAction).filter((name) => can(DEVICE_MARKS[DEVICE_ACTIONS[name].mark]) && actionApplies(name, values));
  if (!shown.length) return null;
  return (
    <div className="device-actions">
      {shown.map((name) => (
        <Link key={name} to={deviceActionLink(deviceId, name, `${pathname}${search}`)} className={DEVICE_ACTIONS[name].danger ? "danger" : undefined} data-testid={`action-${name}`} preventScrollReset>
          {t(`deviceAction.${name}`)}
        </Link>
      ))}
    </div>
  );
}

/** One titled card of the detail: its content, or the §8 error of the part call it shows. */
export function PartSection({ name, settled, children }: { name: string; settled?: LoadedPart; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="resource-card detail-section" aria-labelledby={`section-${name}`} data-testid={`section-${name}`}>
      <h2 id={`section-${name}`}>{t(`deviceDetail.section.${name}`)}</h2>
      {settled && !settled.ok ? <ServiceError message={settled.message} detail={settled.detail} testId="part-error" /> : children}
    </section>
  );
}

/**
 * Titled cards of label → value lists, each with the actions that belong to it. A section shows the device's own
 * fields or its part call's answer (`parts`); a part that failed shows its error there while the others stand.
 */
export function DetailSections({ sections, device, parts = {} }: { sections: readonly DetailSection[]; device: DeviceDetail; parts?: LoadedParts }) {
  const { t } = useTranslation();
  return (
    <div className="detail-grid">
      {sections.map((section) => {
        const settled = section.part ? parts[section.part] : undefined;
        const values = (section.part ? (settled?.ok ? settled.value : null) : device) as Record<string, unknown> | null;
        return (
          <PartSection key={section.key} name={section.key} settled={settled}>
            {values === null ? <p>{t("common.noData")}</p> : <DetailView columns={section.columns} record={values} />}
            {section.actions && (
              <div style={{ marginTop: 12 }}>
                <DeviceActionLinks deviceId={device.id} values={values} names={section.actions} />
              </div>
            )}
          </PartSection>
        );
      })}
    </div>
  );
}
