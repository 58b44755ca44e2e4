import { useTranslation } from "~/i18n/react";
import { brandingPreview } from "~/lib/branding";
import type { VipCard } from "~/platform/admin.server";

/**
 * A VIP card's branding (§1) applied to a small mock of the console: the side menu in its theme with the system
 * name, and the primary colour as buttons and links draw it. Plain markup with inline colours, so it renders the
 * same without JavaScript. The card holds no logo (that is set per member account): the product's logo stands in.
 */
export function BrandingPreview({ card }: { card: Pick<VipCard, "systemName" | "systemNameEn" | "systemTheme"> }) {
  const { t, i18n } = useTranslation();
  const preview = brandingPreview(card, i18n.language);
  const title = preview.title ?? t("app.title");
  return (
    <figure className="brand-preview" data-testid="vip-preview" data-nav-theme={preview.navTheme}>
      <div className="brand-preview__sider" data-testid="vip-preview-nav" style={{ background: preview.navBackground, color: preview.navText }}>
        <img src="/logo.svg" alt="" width={24} height={24} />
        <span data-testid="vip-preview-title">{title}</span>
      </div>
      <div className="brand-preview__main">
        <span className="brand-preview__button" data-testid="vip-preview-primary" style={{ background: preview.primary, color: preview.onPrimary }}>
          {t("vipCard.previewButton")}
        </span>
        <span style={{ color: preview.primary }}>{t("vipCard.previewLink")}</span>
      </div>
      <figcaption>
        {t("vipCard.previewCaption", { theme: t(`settings.${preview.navTheme}`), color: preview.primary })}
      </figcaption>
    </figure>
  );
}
