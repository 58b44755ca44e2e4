// System config (§2 system config, §3): entities declared with the table kit.
import { defineArea, defineTable } from "./table.js";

const CITIES = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "重庆", "天津", "苏州"];
const PLACES = ["地铁站", "体育馆", "火车站", "机场航站楼", "社区服务中心", "商场", "学校", "医院门诊楼", "写字楼大堂", "公园"];

/** §3 install site: name and anker code (the site's anchor code in the platform's map). */
export const installSites = defineTable({
  table: "install_sites",
  path: "install-sites",
  mark: "installSite",
  audit: true,
  fields: {
    name: { type: "text", required: true, max: 50, filter: "contains", sortable: true },
    ankerCode: { type: "text", required: true, max: 20, format: /^[A-Za-z0-9_-]+$/, formatKey: "field.format", unique: true, filter: "contains", sortable: true },
  },
  defaultSort: { field: "lastModifiedDate", order: "descend" },
  seed: (rnd) =>
    Array.from({ length: 60 }, (_, i) => ({
      name: `${CITIES[i % CITIES.length]}${PLACES[Math.floor(i / CITIES.length) % PLACES.length]}${i >= 120 ? i : ""}`,
      ankerCode: `AK${String(1001 + i)}`,
      createdDate: `2026-0${1 + (i % 2)}-${String(1 + (i % 28)).padStart(2, "0")} ${String(8 + rnd.int(0, 10)).padStart(2, "0")}:00:00`,
    })),
});

export const configArea = defineArea({ name: "config", tables: [installSites] });
