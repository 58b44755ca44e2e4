import enUS from "./locales/en-US";
import zhCN from "./locales/zh-CN";
import type { Lang } from "./config";

export const translations: Record<Lang, Record<string, unknown>> = { "zh-CN": zhCN, "en-US": enUS };
