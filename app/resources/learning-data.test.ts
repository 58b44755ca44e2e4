import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { learningDataEditSchema, learningDataSchema } from "./org-forms";

const MB = 1024 * 1024;
const MP4_HEAD = Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);

/** A File of `size` bytes without allocating them (the schema reads only name and size). */
function sized(name: string, size: number): File {
  const file = new File([MP4_HEAD], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function errors(fields: Record<string, string | File>, schema = learningDataSchema) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ orderNumber: "1", key: "cpr_video", title: "心肺复苏", ...fields })) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : submission.reply().error;
}

describe("learning item file per type (issue 11)", () => {
  it("a video item needs a video of an allowed type within 100M", () => {
    expect(errors({ learningDataType: "VIDEO", file: sized("cpr.mp4", 100 * MB) })).toEqual({});
    expect(errors({ learningDataType: "VIDEO", file: sized("cpr.webm", 3 * MB) })).toEqual({});
    expect(errors({ learningDataType: "VIDEO" })).toEqual({ file: ["learningData.videoRequired"] });
    expect(errors({ learningDataType: "VIDEO", file: sized("cpr.png", 1000) })).toEqual({ file: ['validation.fileType|{"types":"mp4, webm, mov"}'] });
    expect(errors({ learningDataType: "VIDEO", file: sized("cpr.mp4", 100 * MB + 1) })).toEqual({ file: ['validation.fileSize|{"max":"100M"}'] });
  });

  it("an image item needs an image within 20M; a text item its text and no file", () => {
    expect(errors({ learningDataType: "IMAGE", file: sized("aed.webp", 20 * MB) })).toEqual({});
    expect(errors({ learningDataType: "IMAGE", file: sized("aed.mp4", 1000) })).toEqual({ file: ['validation.fileType|{"types":"jpg, jpeg, gif, png, svg, webp"}'] });
    expect(errors({ learningDataType: "IMAGE", file: sized("aed.png", 20 * MB + 1) })).toEqual({ file: ['validation.fileSize|{"max":"20M"}'] });
    expect(errors({ learningDataType: "TEXT", content: "先检查意识" })).toEqual({});
    expect(errors({ learningDataType: "TEXT", file: sized("aed.png", 10) })).toEqual({ file: ["learningData.textNoFile"], content: ["learningData.contentRequired"] });
  });

  it("shows the file error together with other fields' errors; on edit no new file keeps the stored one", () => {
    expect(errors({ learningDataType: "VIDEO", title: "", file: sized("cpr.gif", 10) })).toMatchObject({ title: ["validation.required"], file: [expect.stringMatching(/^validation\.fileType/)] });
    expect(errors({ learningDataType: "VIDEO" }, learningDataEditSchema)).toEqual({});
  });
});
