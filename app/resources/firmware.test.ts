import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { firmwareDeleteSchema, firmwareFormSchema } from "./firmware-forms";

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const jas = (name = "AED_V01.2.3.jas", size = 16) => new File([new Uint8Array(size)], name);
const errorsOf = (data: FormData, mode: "create" | "edit" = "create") => {
  const submission = parseWithZod(data, { schema: firmwareFormSchema(mode) });
  return submission.status === "success" ? {} : submission.error;
};

describe("firmware form schema (browser and server alike)", () => {
  it("requires a version and a file; an empty file input counts as no file", () => {
    const errors = errorsOf(form({ version: "", description: "", file: new File([], "") }));
    expect(errors).toMatchObject({ version: ["validation.versionRequired"], file: ["validation.fileRequired"] });
  });

  it("checks the version format (VXX.Y.Z or TXX.Y.Z)", () => {
    expect(errorsOf(form({ version: "X1", file: jas() }))).toMatchObject({ version: ["validation.versionFormat"] });
    expect(errorsOf(form({ version: "V1.2.3", file: jas() }))).toMatchObject({ version: ["validation.versionFormat"] });
    expect(errorsOf(form({ version: "V01.2.3", file: jas() }))).toEqual({});
    expect(errorsOf(form({ version: "T10.4.12", file: jas() }))).toEqual({});
  });

  it("limits the description to 200 characters", () => {
    expect(errorsOf(form({ version: "V01.2.3", file: jas(), description: "x".repeat(201) }))).toMatchObject({
      description: ['validation.maxLength|{"max":200}'],
    });
  });

  it("accepts only jas, js2, js1 and jm1 files of at most 10M with a safe name", () => {
    expect(errorsOf(form({ version: "V01.2.3", file: jas("firmware.txt") }))).toMatchObject({ file: ['validation.fileType|{"types":"jas, js2, js1, jm1"}'] });
    expect(errorsOf(form({ version: "V01.2.3", file: jas("../../etc.jas") }))).toMatchObject({ file: ["validation.fileName"] });
    expect(errorsOf(form({ version: "V01.2.3", file: jas("big.jm1", 10 * 1024 * 1024 + 1) }))).toMatchObject({ file: ['validation.fileSize|{"max":"10M"}'] });
  });

  it("lets an edit keep the current file", () => {
    expect(errorsOf(form({ version: "V01.2.4", file: new File([], "") }), "edit")).toEqual({});
  });

  it("drops fields the form does not declare", () => {
    const submission = parseWithZod(form({ version: "V01.2.3", file: jas(), lastModifiedBy: "mallory", id: "7" }), { schema: firmwareFormSchema("create") });
    expect(submission.status).toBe("success");
    expect(Object.keys(submission.status === "success" ? submission.value : {}).sort()).toEqual(["file", "version"]);
  });

  it("requires a deletion reason", () => {
    const submission = parseWithZod(form({ reason: "  " }), { schema: firmwareDeleteSchema });
    expect(submission.status === "error" && submission.error).toMatchObject({ reason: ["validation.reasonRequired"] });
  });
});

describe("cabinet and connector firmware (the same declaration, another kind)", () => {
  const errors = (kind: "cabinet" | "connector", file: File) => {
    const submission = parseWithZod(form({ version: "V01.2.3", file }), { schema: firmwareFormSchema("create", kind) });
    return submission.status === "success" ? {} : submission.error;
  };

  it("accepts jxs, jxsh and jxsx and refuses device firmware files", () => {
    for (const name of ["CAB.jxs", "CAB.JXSH", "CON.jxsx"]) expect(errors("cabinet", jas(name))).toEqual({});
    expect(errors("connector", jas("AED.jas"))).toMatchObject({ file: ['validation.fileType|{"types":"jxs, jxsh, jxsx"}'] });
  });
});
