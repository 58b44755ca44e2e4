import { defineResource } from "~/engine/define-resource";

/** §3 Brand (/config/brand). */
export const brands = defineResource({
  name: "brands", permission: "brand", titleKey: "menu.brand", basePath: "/config/brand", prefix: "cfgBrand",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    id: { column: true, sortable: true },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    nameEn: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    logo: { column: true, kind: "image", altKey: "name", field: "file", accept: ".jpg,.jpeg,.gif,.png,.svg,.webp", descriptionKey: "cfgCommon.imageHint" },
    modelCount: { column: true, kind: "number" },
    deviceCount: { column: true, kind: "number" },
  },
  // The list shows the logo next to the id.
  order: { columns: ["id", "logo"] },
});
