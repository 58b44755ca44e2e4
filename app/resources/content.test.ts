import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType as ZodType } from "zod/v4/core";
import enUS from "~/i18n/locales/en-US";
import zhCN from "~/i18n/locales/zh-CN";
import { coursesSchema, newsSchema, questionnaireQuestionSchema } from "./content-forms";

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const errorsOf = (schema: ZodType, data: FormData) => {
  const submission = parseWithZod(data, { schema: schema as ZodType<Record<string, unknown>> });
  return submission.status === "success" ? {} : submission.error;
};
const png = () => new File([new Uint8Array(8)], "cover.png");
const noFile = () => new File([], "");

describe("§5 texts of the article and course forms (browser and server alike)", () => {
  it("a missing article cover and content get their own messages, on add", () => {
    expect(errorsOf(newsSchema("create"), form({ title: "AED", type: "NEWS", content: " ", cover: noFile() }))).toEqual({
      cover: ["news.coverRequired"],
      content: ["news.contentRequired"],
    });
    expect(errorsOf(newsSchema("create"), form({ title: "AED", type: "NEWS", content: "<p>x</p>", cover: png() }))).toEqual({});
  });

  it("on edit the stored cover stays (no file chosen is fine), the content is still required", () => {
    expect(errorsOf(newsSchema("edit"), form({ title: "AED", type: "NEWS", content: "", cover: noFile() }))).toEqual({ content: ["news.contentRequired"] });
  });

  it("a cover is still a small image", () => {
    const errors = errorsOf(newsSchema("create"), form({ title: "AED", type: "NEWS", content: "x", cover: new File([new Uint8Array(8)], "cover.exe") }));
    expect(Object.keys(errors ?? {})).toEqual(["cover"]);
  });

  it("a missing course cover gets its own message on add only", () => {
    const course = { name: "AED 培训", type: "OFFLINE", courseDate: "2026-03-01", startTime: "09:00", hours: "2" };
    expect(errorsOf(coursesSchema("create"), form({ ...course, cover: noFile() }))).toEqual({ cover: ["course.coverRequired"] });
    expect(errorsOf(coursesSchema("edit"), form({ ...course, cover: noFile() }))).toEqual({});
  });

  it("the texts exist in both languages", () => {
    expect([zhCN.news.coverRequired, zhCN.news.contentRequired, zhCN.course.coverRequired]).toEqual(["请上传文章封面", "请输入文章内容", "请上传课程封面"]);
    expect([enUS.news.coverRequired, enUS.news.contentRequired, enUS.course.coverRequired]).toEqual([
      "Please upload the article cover.",
      "Please enter the article content.",
      "Please upload the course cover.",
    ]);
  });
});

describe("a questionnaire question's form", () => {
  it("needs a name, a §4 type and an answer; the order is 0 to 999", () => {
    expect(errorsOf(questionnaireQuestionSchema, form({ name: "", type: "", answer: "", orderNumber: "1000" }))).toEqual({
      name: ["validation.required"],
      type: ["validation.required"],
      answer: ["validation.required"],
      orderNumber: [expect.stringContaining("cfgCommon.range")],
    });
    expect(errorsOf(questionnaireQuestionSchema, form({ name: "您会用 AED 吗？", type: "AED_USE", answer: "会 / 不会", orderNumber: "" }))).toEqual({});
  });
});
