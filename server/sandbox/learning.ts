// Volunteer learning (§3 exam question, learning data): the questions of the volunteers' exam and the materials
// they study, declared with the table kit.
import { defineArea, defineTable } from "./table.js";

const QUESTIONS: [question: string, a: string, b: string, c: string, answer: string][] = [
  ["发现有人倒地，第一步应该做什么？", "立即按压胸部", "确认现场环境安全", "给患者喂水", "OPTION_B"],
  ["成人胸外按压的频率是每分钟多少次？", "60 到 80 次", "100 到 120 次", "140 到 160 次", "OPTION_B"],
  ["成人胸外按压的深度是多少？", "5 到 6 厘米", "2 到 3 厘米", "8 到 10 厘米", "OPTION_A"],
  ["AED 分析心律时，施救者应该怎样？", "继续按压", "不要接触患者", "摇晃患者", "OPTION_B"],
  ["电极片应贴在什么位置？", "右上胸和左下胸外侧", "腹部两侧", "背部中央", "OPTION_A"],
  ["按压与人工呼吸的比例是多少？", "15:2", "30:2", "5:1", "OPTION_B"],
  ["AED 提示不建议电击时应该怎样？", "关闭 AED", "立即继续心肺复苏", "等待救护车", "OPTION_B"],
  ["患者胸前有水时应该怎样？", "擦干胸部后再贴电极片", "直接贴电极片", "放弃使用 AED", "OPTION_A"],
];

/** §3 exam question: order number, the question, options A–C and the answer. */
export const examQuestions = defineTable({
  table: "exam_questions",
  path: "exam-questions",
  mark: "examQuestion",
  audit: true,
  fields: {
    orderNumber: { type: "int", required: true, min: 1, max: 999, sortable: true },
    question: { type: "text", required: true, max: 200, filter: "contains" },
    optionA: { type: "text", required: true, max: 100 },
    optionB: { type: "text", required: true, max: 100 },
    optionC: { type: "text", required: true, max: 100 },
    answerOption: { type: "enum", values: ["OPTION_A", "OPTION_B", "OPTION_C"], required: true, filter: "eq" },
    description: { type: "text", max: 200 },
  },
  defaultSort: { field: "orderNumber", order: "ascend" },
  seed: () => QUESTIONS.map(([question, optionA, optionB, optionC, answerOption], i) => ({ orderNumber: i + 1, question, optionA, optionB, optionC, answerOption })),
});

/** §3 learning data: key, order, title, kind (text, image, video) and its file. */
export const learningData = defineTable({
  table: "learning_data",
  path: "learning-data",
  mark: "learningData",
  audit: true,
  fields: {
    key: { type: "text", required: true, max: 50, format: /^[A-Za-z0-9_-]+$/, formatKey: "field.format", unique: true, filter: "contains" },
    orderNumber: { type: "int", required: true, min: 1, max: 999, sortable: true },
    title: { type: "text", required: true, max: 100, filter: "contains", sortable: true },
    learningDataType: { type: "enum", values: ["TEXT", "IMAGE", "VIDEO"], required: true, filter: "eq" },
    content: { type: "text", max: 5000 },
    file: { type: "text", max: 300, file: true },
    description: { type: "text", max: 200 },
  },
  defaultSort: { field: "orderNumber", order: "ascend" },
  seed: () =>
    [
      ["cpr_steps", "心肺复苏五步法", "TEXT"], ["aed_parts", "AED 部件图解", "IMAGE"], ["aed_demo", "AED 操作演示", "VIDEO"], ["pad_position", "电极片贴放位置", "IMAGE"],
      ["child_cpr", "儿童心肺复苏要点", "TEXT"], ["choking", "海姆立克急救法", "VIDEO"],
    ].map(([key, title, learningDataType], i) => ({
      key, orderNumber: i + 1, title, learningDataType, content: learningDataType === "TEXT" ? `${title}：确认安全、判断意识、呼救、按压、使用 AED。` : null,
      file: learningDataType === "TEXT" ? null : "/v1/oss-files/seed-cover",
    })),
});

export const learningArea = defineArea({ name: "learning", tables: [examQuestions, learningData] });
