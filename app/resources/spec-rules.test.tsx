// Issue 36 §2: the §5 rules that were missing or partial, on the schemas the forms and actions share.
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod/v4";
import { changePasswordSchema } from "~/auth/schemas";
import { cellValue } from "~/engine/cells";
import type { TFunction } from "~/i18n/translate";
import enUS from "~/i18n/locales/en-US";
import zhCN from "~/i18n/locales/zh-CN";
import { areasSchema, brandsSchema, packagesSchema } from "./admin-forms";
import { videosSchema } from "./content-forms";
import { devices } from "./device/devices";
import { bulkNoticeSchema, bulkRemarkSchema } from "./devices-forms";
import { installSiteSchema } from "./install-sites-forms";
import { eventDevicesSchema } from "./solutions-forms";

function errorsOf(schema: unknown, fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  const submission = parseWithZod(data, { schema: schema as ZodType });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("§5 allowed input", () => {
  it("names that must be plain take Chinese, English letters and digits only", () => {
    expect(errorsOf(brandsSchema, { name: "品牌<b>", nameEn: "Brand" }).name).toEqual(["validation.chineseAlphanumeric"]);
    expect(errorsOf(packagesSchema, { name: "套餐 A", nameEn: "Package", years: "2" }).name).toEqual(["validation.chineseAlphanumeric"]);
    expect(errorsOf(installSiteSchema, { name: "大厅_1", ankerCode: "AK1" }).name).toEqual(["validation.chineseAlphanumeric"]);
    expect(errorsOf(brandsSchema, { name: "品牌Brand2", nameEn: "Brand" })).toEqual({});
  });

  it("codes that must be plain take English letters and digits only", () => {
    expect(errorsOf(installSiteSchema, { name: "大厅", ankerCode: "AK-1" }).ankerCode).toEqual(["validation.alphanumeric"]);
    expect(errorsOf(installSiteSchema, { name: "大厅", ankerCode: "锚点1" }).ankerCode).toEqual(["validation.alphanumeric"]);
    expect(errorsOf(installSiteSchema, { name: "大厅", ankerCode: "AK1" })).toEqual({});
  });
});

describe("§5 'At least one device is required'", () => {
  it("bulk actions on devices with no device checked", () => {
    expect(errorsOf(bulkNoticeSchema, {}).ids).toEqual(["validation.deviceRequired"]);
    expect(errorsOf(bulkRemarkSchema, { remark: "x" }).ids).toEqual(["validation.deviceRequired"]);
  });

  it("an event's guarding device added without a serial number", () => {
    expect(errorsOf(eventDevicesSchema, { competitionId: "1", deviceSn: " ", post: "A 区" }).deviceSn).toEqual(["validation.deviceRequired"]);
  });
});

describe("§5 'Upper and last area levels are required'", () => {
  const area = { code: "HZ01", name: "杭州", nameEn: "Hangzhou" };

  it("the area's own level is required, with its own message", () => {
    expect(errorsOf(areasSchema, area).level).toEqual(["cfgArea.levelRequired"]);
  });

  it("every level below a country needs its upper area, the error on that field", () => {
    expect(errorsOf(areasSchema, { ...area, level: "CITY" }).parentId).toEqual(["cfgArea.upperRequired"]);
    expect(errorsOf(areasSchema, { ...area, level: "CITY", parentId: "330000" })).toEqual({});
    expect(errorsOf(areasSchema, { ...area, level: "COUNTRY" })).toEqual({});
  });
});

describe("§5 short videos (10M)", () => {
  const video = { name: "心肺复苏", type: "TEACHING" };

  it("a mini-program video is an address or an uploaded file of at most 10M", () => {
    expect(errorsOf(videosSchema, video).url).toEqual(["video.urlOrFile"]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "long.mp4", { type: "video/mp4" });
    expect(errorsOf(videosSchema, { ...video, file: big }).file?.[0]).toMatch(/validation\.fileSize.*10M/);
    const small = new File([new Uint8Array(1024)], "short.mp4", { type: "video/mp4" });
    expect(errorsOf(videosSchema, { ...video, file: small })).toEqual({});
    expect(errorsOf(videosSchema, { ...video, url: "https://video.example/v/1.mp4" })).toEqual({});
  });
});

describe("§5 text width in table cells", () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const institution = devices.columns.find((column) => column.key === "institution.name")!;

  it("cuts a long institution name by display width (ASCII 1, other 2), the whole name in its title", () => {
    const long = "浙江省杭州市西湖区急救指挥中心第一分中心附属社区卫生服务站";
    const html = renderToStaticMarkup(<>{cellValue(institution, { institution: { name: long } }, t)}</>);
    expect(html).toContain(`title="${long}"`);
    expect(html).toContain("浙江省杭州市西湖区急救指挥中…");
    expect(renderToStaticMarkup(<>{cellValue(institution, { institution: { name: "西湖急救站" } }, t)}</>)).toBe("西湖急救站");
  });
});

describe("§5 passwords and the self-test schedule", () => {
  it("a short new password gets the strength message of §5's change-password order", () => {
    const errors = errorsOf(changePasswordSchema, { oldPassword: "Old#pass1", newPassword: "a1!", confirmPassword: "a1!" });
    expect(errors.newPassword).toEqual(["validation.passwordStrength"]);
  });

  it("the self-test schedule has one meaning in both languages: day of month, day of week, hour and minute", () => {
    expect(zhCN.deviceConfig.selfCheckRequired).toContain("每月日期");
    expect(enUS.deviceConfig.selfCheckRequired).toContain("day of month");
  });
});
