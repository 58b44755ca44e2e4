// Content and customer service (§2, §3 other entities, §4 question, feedback and audience enums): news, courses,
// mini-program videos, questionnaires with their questions, customer questions, feedback and contracts, declared
// with the table kit. Formatted text (news content, course intro) is stored sanitised: whatever a caller sends,
// no script, handler or foreign URL scheme is ever kept.
import sanitizeHtml from "sanitize-html";
import { defineArea, defineTable } from "./table.js";
import { ANCHOR, DAY, seedDate, seedTime } from "./time.js";

/** The formatted-text allow-list, the same the console applies before it sends and before it shows. */
export const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a", "img"],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

const sanitised = (values: Record<string, unknown>, field: string) =>
  typeof values[field] === "string" ? { [field]: sanitizeHtml(values[field] as string, RICH_TEXT) } : {};

const CITIES = ["杭州", "深圳", "北京", "上海", "广州", "成都", "武汉", "南京"];
const day = (i: number, span: number) => seedDate(ANCHOR - (i / span) * 365 * DAY);

/** §3 news: title, type, cover (required), content (required, formatted), top flag, counts, publish time. */
export const news = defineTable({
  table: "news",
  path: "news",
  mark: "news",
  audit: true,
  fields: {
    title: { type: "text", required: true, max: 100, filter: "contains", sortable: true },
    type: { type: "enum", values: ["NEWS", "KNOWLEDGE", "GUIDE"], required: true, filter: "eq", sortable: true },
    cover: { type: "text", required: true, max: 300, file: true },
    content: { type: "text", required: true, max: 20000 },
    top: { type: "bool", filter: "eq" },
    readCount: { type: "int", readOnly: true, sortable: true },
    likeCount: { type: "int", readOnly: true, sortable: true },
    publishTime: { type: "datetime", filter: "range", sortable: true },
  },
  defaultSort: { field: "publishTime", order: "descend" },
  derive: (values) => sanitised(values, "content"),
  seed: (rnd) =>
    Array.from({ length: 64 }, (_, i) => {
      const city = CITIES[i % CITIES.length]!;
      const type = (["NEWS", "KNOWLEDGE", "GUIDE"] as const)[i % 3]!;
      const title = type === "NEWS" ? `${city}新增 ${rnd.int(20, 200)} 台公共场所 AED` : type === "KNOWLEDGE" ? `心肺复苏知识第 ${i + 1} 讲` : `AED 使用指南（${i + 1}）`;
      return {
        title, type, cover: "/v1/oss-files/seed-cover", top: i < 3,
        content: `<p>${title}。</p><p>发现有人倒地，先确认环境安全，拍肩呼叫，拨打 120，并就近取用 <strong>AED</strong>。</p>`,
        readCount: rnd.int(50, 20000), likeCount: rnd.int(0, 900), publishTime: seedTime(ANCHOR - (64 - i) * 5 * DAY),
      };
    }),
});

/** §3 course: name, type, date, start time, hours, price, people count, address, URL, intro, contact, phone, cover. */
export const courses = defineTable({
  table: "courses",
  path: "courses",
  mark: "course",
  audit: true,
  fields: {
    name: { type: "text", required: true, max: 50, filter: "contains", sortable: true },
    type: { type: "enum", values: ["ONLINE", "OFFLINE"], required: true, filter: "eq" },
    courseDate: { type: "date", required: true, filter: "range", sortable: true },
    startTime: { type: "time", required: true },
    hours: { type: "number", required: true, min: 0.5, max: 40 },
    price: { type: "number", min: 0, max: 100000, sortable: true },
    peopleCount: { type: "int", min: 1, max: 1000 },
    address: { type: "text", max: 100, filter: "contains" },
    url: { type: "text", format: "url" },
    intro: { type: "text", max: 20000 },
    contact: { type: "text", max: 20 },
    phone: { type: "text", format: "phone" },
    cover: { type: "text", required: true, max: 300, file: true },
  },
  defaultSort: { field: "courseDate", order: "descend" },
  derive: (values) => sanitised(values, "intro"),
  seed: (rnd) =>
    Array.from({ length: 40 }, (_, i) => ({
      name: `${CITIES[i % CITIES.length]} AED 与心肺复苏培训第 ${i + 1} 期`, type: i % 4 === 0 ? "ONLINE" : "OFFLINE", courseDate: day(40 - i, 40),
      startTime: `${String(9 + (i % 6)).padStart(2, "0")}:00`, hours: [2, 3, 4, 6][i % 4], price: i % 3 === 0 ? 0 : rnd.int(1, 4) * 100, peopleCount: rnd.int(10, 60),
      address: `${CITIES[i % CITIES.length]}市急救中心培训室`, url: i % 4 === 0 ? `https://learn.heartsafe.example/course/${i + 1}` : null,
      intro: "<p>理论讲解、模拟人实操与 AED 演练，结业颁发证书。</p>", contact: "培训部", phone: `1380000${String(1000 + i)}`, cover: "/v1/oss-files/seed-cover",
    })),
});

/** §3 video: name, type, photographer, URL (mini-program videos). */
export const videos = defineTable({
  table: "videos",
  path: "videos",
  mark: "video",
  audit: true,
  fields: {
    name: { type: "text", required: true, max: 50, filter: "contains", sortable: true },
    type: { type: "enum", values: ["TEACHING", "PROMOTION", "CASE"], required: true, filter: "eq" },
    photographer: { type: "text", max: 30, filter: "contains" },
    // A web address, or a short video stored through POST /v1/oss-files (kind small-video, 10M).
    url: { type: "text", required: true, max: 500, format: /^(https?:\/\/\S+|\/v1\/oss-files\/[A-Za-z0-9_-]{1,64})$/, formatKey: "field.url", file: "or-web-address" },
  },
  defaultSort: { field: "id", order: "descend" },
  seed: () =>
    Array.from({ length: 30 }, (_, i) => ({
      name: ["AED 使用演示", "心肺复苏步骤", "志愿者救援实录", "公共场所 AED 介绍"][i % 4] + ` ${i + 1}`, type: (["TEACHING", "PROMOTION", "CASE"] as const)[i % 3],
      photographer: ["王摄", "李拍", "急救中心宣传部"][i % 3], url: `https://video.heartsafe.example/v/${1000 + i}.mp4`,
    })),
});

/** §3 questionnaire: name, audience (§4), source, URL, mini-program path, app id. */
export const questionnaires = defineTable({
  table: "questionnaires",
  path: "questionnaires",
  mark: "questionnaire",
  audit: true,
  fields: {
    name: { type: "text", required: true, max: 50, filter: "contains", sortable: true },
    peopleGroup: { type: "enum", values: ["ALL", "VOLUNTEER", "AUTH_VOLUNTEER"], required: true, filter: "eq" },
    source: { type: "text", max: 30 },
    url: { type: "text", format: "url" },
    miniProgramPath: { type: "text", max: 200 },
    appId: { type: "text", max: 40 },
  },
  defaultSort: { field: "id", order: "descend" },
  // A questionnaire's questions go with it.
  cascade: [{ table: "questionnaire_questions", column: "questionnaireId" }],
  seed: () =>
    ["志愿者满意度调查", "AED 使用体验反馈", "培训课程评价", "急救知识普及调查", "社区 AED 布点意见征集"].map((name, i) => ({
      name, peopleGroup: (["ALL", "VOLUNTEER", "AUTH_VOLUNTEER"] as const)[i % 3], source: "问卷星", url: `https://wj.heartsafe.example/s/${100 + i}`,
      miniProgramPath: `pages/survey/index?id=${100 + i}`, appId: "wx0123456789abcdef",
    })),
});

/** The §4 question types (customer questions and a questionnaire's questions). */
export const QUESTION_TYPES = ["AED_USE", "AED_INSTALL", "AED_PART", "FUNCTION", "COURSE", "VOLUNTEER", "OTHER"] as const;

const QUESTIONS: readonly (readonly [(typeof QUESTION_TYPES)[number], string, string])[] = [
  ["AED_USE", "您是否知道最近的 AED 在哪里？", "知道 / 不知道"],
  ["AED_USE", "您是否接受过 AED 使用培训？", "是 / 否"],
  ["COURSE", "您对本次培训的总体评价", "非常满意 / 满意 / 一般 / 不满意"],
  ["VOLUNTEER", "您愿意成为急救志愿者吗？", "愿意 / 考虑中 / 不愿意"],
  ["AED_INSTALL", "您希望在哪些场所增加 AED？", "自由填写"],
  ["OTHER", "其他意见和建议", "自由填写"],
];

/** §3 a questionnaire's question: name, type (§4 question types), answer, and its place in the questionnaire. */
export const questionnaireQuestions = defineTable({
  table: "questionnaire_questions",
  path: "questionnaire-questions",
  mark: "questionnaire",
  audit: true,
  fields: {
    questionnaireId: { type: "ref", ref: "questionnaires", required: true, filter: "eq" },
    name: { type: "text", required: true, max: 200, filter: "contains", sortable: true },
    type: { type: "enum", values: QUESTION_TYPES, required: true, filter: "eq", sortable: true },
    answer: { type: "text", required: true, max: 500 },
    orderNumber: { type: "int", min: 0, max: 999, sortable: true },
  },
  defaultSort: { field: "orderNumber", order: "ascend" },
  seed: (_rnd, db) =>
    (db.prepare("SELECT id FROM questionnaires ORDER BY id").all() as { id: number }[]).flatMap(({ id }, i) =>
      QUESTIONS.slice(0, 3 + (i % 4)).map(([type, name, answer], order) => ({ questionnaireId: id, name, type, answer, orderNumber: order + 1 })),
    ),
});

/** §3 customer question (§4 question types): the question and its answer. */
export const customerQuestions = defineTable({
  table: "customer_questions",
  path: "customer-questions",
  mark: "customerQuestion",
  audit: true,
  fields: {
    type: { type: "enum", values: QUESTION_TYPES, required: true, filter: "eq", sortable: true },
    question: { type: "text", required: true, max: 200, filter: "contains" },
    answer: { type: "text", required: true, max: 500 },
    orderNumber: { type: "int", min: 0, max: 999, sortable: true },
  },
  defaultSort: { field: "orderNumber", order: "ascend" },
  seed: () =>
    [
      ["AED_USE", "不会用 AED 也能用吗？", "能。打开 AED 后按语音提示操作即可，设备会自动分析心律。"],
      ["AED_USE", "孕妇可以使用 AED 吗？", "可以，电极片按常规位置贴放。"],
      ["AED_INSTALL", "AED 应安装在哪里？", "人流密集、取用方便的位置，步行 3 分钟内可达。"],
      ["AED_PART", "电极片多久更换一次？", "按有效期更换，通常 2 到 3 年，使用后须立即更换。"],
      ["FUNCTION", "设备离线会有提醒吗？", "会，超过设定时长未上报即推送离线提醒。"],
      ["COURSE", "培训结束有证书吗？", "考核通过后颁发培训证书。"],
      ["VOLUNTEER", "如何成为急救志愿者？", "在小程序注册并上传急救证书，审核通过后即可接单。"],
      ["OTHER", "如何联系客服？", "拨打客服电话或在小程序留言。"],
    ].map(([type, question, answer], i) => ({ type, question, answer, orderNumber: i + 1 })),
});

/** §3 feedback: type, origin, handle state (§4), contact, phone, content, images; handled through a pass. */
export const feedbacks = defineTable({
  table: "feedbacks",
  path: "feedbacks",
  mark: "feedback",
  audit: true,
  calls: ["list", "get", "update"],
  fields: {
    type: { type: "enum", values: ["IMPROVEMENT", "DEMAND", "PROBLEM", "OTHER"], readOnly: true, filter: "eq", sortable: true },
    origin: { type: "enum", values: ["MINI_PROGRAM", "PC", "APP"], readOnly: true, filter: "eq" },
    handleState: { type: "enum", values: ["UNTREATED", "PROCESSED", "PROCESSING"], required: true, filter: "eq", sortable: true },
    contact: { type: "text", readOnly: true, filter: "contains" },
    phone: { type: "text", readOnly: true, filter: "contains" },
    content: { type: "text", readOnly: true, filter: "contains" },
    images: { type: "json", readOnly: true },
    handleNote: { type: "text", max: 200 },
  },
  defaultSort: { field: "createdDate", order: "descend" },
  seed: (rnd) =>
    Array.from({ length: 120 }, (_, i) => ({
      type: rnd.pick(["IMPROVEMENT", "DEMAND", "PROBLEM", "OTHER"] as const), origin: rnd.pick(["MINI_PROGRAM", "MINI_PROGRAM", "PC", "APP"] as const),
      handleState: i < 90 ? rnd.pick(["PROCESSED", "PROCESSED", "PROCESSING"] as const) : "UNTREATED",
      contact: rnd.pick(["张先生", "李女士", "王同学", "赵老师", "陈经理"]), phone: `139${rnd.digits(8)}`,
      content: rnd.pick(["地图上的 AED 位置不准", "希望增加英文界面", "小程序登录偶尔失败", "建议在地铁站增加 AED", "培训报名后没有收到短信"]),
      images: [], handleNote: i < 90 ? "已联系用户并处理" : null, createdDate: seedTime(ANCHOR - (120 - i) * 1.5 * DAY),
    })),
});

/** §3 contract: name, number, signer and phone, party A and B, contact and phone, date, file, remark. */
export const contracts = defineTable({
  table: "contracts",
  path: "contracts",
  mark: "contractList",
  audit: true,
  fields: {
    name: { type: "text", required: true, max: 50, filter: "contains", sortable: true },
    number: { type: "text", required: true, max: 30, unique: true, filter: "contains", sortable: true },
    signer: { type: "text", required: true, max: 20, filter: "contains" },
    signerPhone: { type: "text", format: "phone" },
    partyA: { type: "text", required: true, max: 50, filter: "contains" },
    partyB: { type: "text", required: true, max: 50 },
    contact: { type: "text", max: 20 },
    contactPhone: { type: "text", format: "phone" },
    signDate: { type: "date", required: true, filter: "range", sortable: true },
    file: { type: "text", max: 300, file: true },
    remark: { type: "text", max: 200 },
  },
  defaultSort: { field: "signDate", order: "descend" },
  seed: (rnd) =>
    Array.from({ length: 48 }, (_, i) => ({
      name: `${CITIES[i % CITIES.length]}公共场所 AED 采购与维保合同`, number: `HT2026${String(i + 1).padStart(4, "0")}`, signer: rnd.pick(["刘强", "周敏", "吴磊", "郑洁"]),
      signerPhone: `137${rnd.digits(8)}`, partyA: `${CITIES[i % CITIES.length]}市卫生健康委员会`, partyB: "心安急救科技有限公司", contact: "商务部",
      contactPhone: `138${rnd.digits(8)}`, signDate: day(48 - i, 48), file: null, remark: i % 5 === 0 ? "含五年维保" : null,
    })),
});

export const contentArea = defineArea({ name: "content", tables: [news, courses, videos, questionnaires, questionnaireQuestions, customerQuestions, feedbacks, contracts] });
