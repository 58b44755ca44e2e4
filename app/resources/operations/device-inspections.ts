import { defineResource } from "~/engine/define-resource";
import { sendState } from "../attrs";

/** Device inspection records (/operation/device-inspection; §3: inspector, device, photos, remarks; §7 paged with pageNum). */
export const deviceInspections = defineResource({
  name: "deviceInspections", permission: "deviceInspection", titleKey: "menu.deviceInspection", basePath: "/operation/device-inspection", prefix: "deviceInspection",
  labelKey: "product", defaultSort: { field: "inspectionTime", order: "descend" },
  attrs: {
    id: { column: true, sortable: true },
    product: { column: true, sortable: true, filter: "text", maxLength: 30 },
    mechanism: { column: true, sortable: true, filter: "text" },
    inspector: { column: true, filter: "text", maxLength: 20 },
    sendState,
    remarks: { column: true, kind: "ellipsis", field: "textarea", maxLength: 200 },
    inspectionTime: { column: true, kind: "datetime", sortable: true, filter: "range" },
  },
  order: { detail: ["id", "product", "mechanism", "inspector", "inspectionTime"] },
});
