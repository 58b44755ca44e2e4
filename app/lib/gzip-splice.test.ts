import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePart, gzipSpliced } from "./gzip-splice";

describe("gzipSpliced", () => {
  it("reads back as the parts with the text between each two, with gzip's own checks passing", () => {
    const parts = ['<html><script nonce="', '">a</script><p>设备列表 '.repeat(200), '"></script></html>'].map((text) => Buffer.from(text));
    const deflated = parts.map(deflatePart);
    for (const nonce of ["n0nce-1", "another_nonce-2"]) {
      const body = gzipSpliced(parts, deflated, Buffer.from(nonce));
      expect(zlib.gunzipSync(body).toString()).toBe(parts.map(String).join(nonce));
    }
  });

  it("compresses about as well as compressing the whole", () => {
    const row = (n: number) => `<tr><td>${n}</td><td>短信已发送 138000${n}</td></tr>`;
    const parts = [Buffer.from(Array.from({ length: 300 }, (_, n) => row(n)).join("")), Buffer.from('<script nonce="'), Buffer.from('">x</script>')];
    const spliced = gzipSpliced(parts, parts.map(deflatePart), Buffer.from("abc"));
    const whole = zlib.gzipSync(Buffer.from(parts.map(String).join("abc")));
    expect(spliced.length).toBeLessThan(whole.length * 1.02 + 40);
  });

  it("carries a text longer than one stored block, a single part, and parts that are empty", () => {
    const long = randomBytes(70_000);
    const parts = [Buffer.alloc(0), Buffer.from("x"), Buffer.alloc(0)];
    expect(zlib.gunzipSync(gzipSpliced(parts, parts.map(deflatePart), long)).equals(Buffer.concat([long, Buffer.from("x"), long]))).toBe(true);
    const single = [Buffer.from("only")];
    expect(zlib.gunzipSync(gzipSpliced(single, single.map(deflatePart), Buffer.from("unused"))).toString()).toBe("only");
  });
});
