import { defineResource } from "~/engine/define-resource";
import { secretInput } from "../attrs";

/** §3 VipCard (/vip/list). */
export const vipCards = defineResource({
  name: "vipCards", permission: "vipList", titleKey: "menu.vipList", basePath: "/vip/list", prefix: "vipCard",
  labelKey: "serialNumber", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    serialNumber: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 20, descriptionKey: "vipCard.serialNumberHint" },
    secret: secretInput,
    boundPersonCount: { column: true, kind: "number", sortable: true },
    accountCount: { column: true, kind: "number" },
    systemName: { column: true, filter: "text", field: "text", maxLength: 30 },
    systemNameEn: { field: "text", maxLength: 50 },
    systemTheme: { column: true, field: "text", maxLength: 30, descriptionKey: "vipCard.systemThemeHint" },
    expiryDate: { column: true, kind: "date", sortable: true, field: "date" },
  },
});
