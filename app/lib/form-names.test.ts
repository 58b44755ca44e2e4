import { describe, expect, it } from "vitest";
import { FORM_LIMITS, fieldNameProblem, formNamesProblem, mediaType } from "./form-names";

describe("fieldNameProblem", () => {
  it("accepts the names console forms post", () => {
    for (const name of ["username", "ids", "grants[12]", "cells[6][23]", "items[999].name", "redirect"]) expect(fieldNameProblem(name)).toBe("");
  });
  it("refuses a huge index, deep nesting and an overlong name", () => {
    expect(fieldNameProblem("junk[100000000]")).toBe("index too large");
    expect(fieldNameProblem("junk[1000]")).toBe("index too large");
    expect(fieldNameProblem("junk[000000000001]")).toBe("index too large");
    expect(fieldNameProblem("a[b][c][d][e][f][g][h]")).toBe("name nested too deeply");
    expect(fieldNameProblem("x".repeat(FORM_LIMITS.nameLength + 1))).toBe("name too long");
  });
});

describe("formNamesProblem", () => {
  it("names the first refused field", () => {
    expect(formNamesProblem(["username", "junk[100000000]"])).toBe("index too large: junk[100000000]");
    expect(formNamesProblem(["username", "password"])).toBe("");
  });
  it("refuses more fields than any form has", () => {
    expect(formNamesProblem(Array.from({ length: FORM_LIMITS.fields + 1 }, (_, i) => `f${i}`))).toBe("too many fields");
  });
});

describe("mediaType", () => {
  it("compares without case or parameters", () => {
    expect(mediaType("Multipart/Form-Data; boundary=x")).toBe("multipart/form-data");
    expect(mediaType(null)).toBe("");
  });
});
