import { describe, expect, it } from "vitest";
import { contentMatchesName, sniffContent } from "./file-signature";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
const FIRMWARE = bytes(0x01, 0x9a, 0x33, 0x00, 0x10, 0x20);

describe("sniffContent", () => {
  it("recognises images, archives, office files, documents and executables", () => {
    expect(sniffContent(PNG)).toBe("png");
    expect(sniffContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffContent(text("GIF89a"))).toBe("gif");
    expect(sniffContent(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
    expect(sniffContent(text("%PDF-1.7"))).toBe("pdf");
    expect(sniffContent(ZIP)).toBe("zip");
    expect(sniffContent(OLE)).toBe("ole");
    expect(sniffContent(bytes(0x7f, 0x45, 0x4c, 0x46))).toBe("executable");
    expect(sniffContent(text("MZ\u0090\u0000"))).toBe("executable");
  });

  it("recognises markup and scripts behind a byte-order mark or white space", () => {
    expect(sniffContent(text("\uFEFF  <!DOCTYPE html><html>"))).toBe("html");
    expect(sniffContent(text("<script>alert(1)</script>"))).toBe("html");
    expect(sniffContent(text("#!/bin/sh\nrm -rf /"))).toBe("script");
    expect(sniffContent(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'))).toBe("svg");
    expect(sniffContent(FIRMWARE)).toBe("unknown");
  });
});

/** The first box of an mp4: size, "ftyp", brand "isom". */
const MP4 = bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d);
const WEBM = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86);

describe("videos (issue 11)", () => {
  it("recognises mp4/mov (ftyp or a QuickTime atom) and webm (EBML)", () => {
    expect(sniffContent(MP4)).toBe("mp4");
    expect(sniffContent(text("\u0000\u0000\u0000\u0008wide"))).toBe("quicktime");
    expect(sniffContent(WEBM)).toBe("webm");
    expect(contentMatchesName("cpr.mp4", MP4)).toBe(true);
    expect(contentMatchesName("cpr.MOV", MP4)).toBe(true);
    expect(contentMatchesName("cpr.mov", text("\u0000\u0000\u0000\u0008moov"))).toBe(true);
    expect(contentMatchesName("cpr.webm", WEBM)).toBe(true);
    expect(contentMatchesName("cpr.mp4", WEBM)).toBe(false);
    expect(contentMatchesName("cpr.mp4", text("<html><script>x</script>"))).toBe(false);
    expect(contentMatchesName("cpr.webm", PNG)).toBe(false);
    expect(contentMatchesName("V10.1.2.jas", MP4)).toBe(false);
  });
});

describe("contentMatchesName", () => {
  it("requires the content an image or spreadsheet extension promises", () => {
    expect(contentMatchesName("logo.PNG", PNG)).toBe(true);
    expect(contentMatchesName("logo.png", ZIP)).toBe(false);
    expect(contentMatchesName("devices.xlsx", ZIP)).toBe(true);
    expect(contentMatchesName("devices.xls", OLE)).toBe(true);
    expect(contentMatchesName("devices.xlsx", text("serial,model\n1,2"))).toBe(false);
  });

  it("accepts a device's own binary format but not a page, script or archive renamed to it", () => {
    expect(contentMatchesName("V10.1.2.jas", FIRMWARE)).toBe(true);
    expect(contentMatchesName("V10.1.2.jas", text("<html><script>x</script>"))).toBe(false);
    expect(contentMatchesName("V10.1.2.js2", text("#!/usr/bin/env node"))).toBe(false);
    expect(contentMatchesName("V10.1.2.jm1", ZIP)).toBe(false);
    expect(contentMatchesName("V10.1.2.jxs", PNG)).toBe(false);
  });
});
