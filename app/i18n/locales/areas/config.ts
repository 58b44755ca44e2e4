import { defineArea } from "../shape";

/** System config (§2): areas, brands, services, packages, message events, global config, install sites. */
export const configArea = defineArea(
  {
    installSite: {
      id: "编号",
      name: "安装场所名称",
      ankerCode: "锚点编码",
      ankerCodeHint: "英文字母和数字，不超过 20 个字符",
    },
  },
  {
    installSite: {
      id: "ID",
      name: "Install site",
      ankerCode: "Anker code",
      ankerCodeHint: "English letters and digits, at most 20 characters",
    },
  },
);
