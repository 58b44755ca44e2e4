import { defineArea } from "../shape";

/** System config (§2): areas, brands, services, packages, message events, global config, install sites. */
export const configArea = defineArea(
  {
    installSite: {
      id: "编号",
      name: "安装场所名称",
      ankerCode: "锚点编码",
      ankerCodeHint: "英文字母、数字、下划线或短横线，不超过 20 个字符",
      ankerCodeFormat: "锚点编码只能包含英文字母、数字、下划线或短横线",
    },
  },
  {
    installSite: {
      id: "ID",
      name: "Install site",
      ankerCode: "Anker code",
      ankerCodeHint: "Letters, digits, underscores or hyphens, at most 20 characters",
      ankerCodeFormat: "The anker code may hold only letters, digits, underscores and hyphens",
    },
  },
);
