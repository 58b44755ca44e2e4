import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "./accept-encoding";

describe("acceptedEncodings", () => {
  it("reads the list browsers and proxies send, best first", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br;q=1.0, gzip;q=0.8")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("BR;q=0.5")).toEqual(["br"]);
    expect(acceptedEncodings("x-gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings("")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings(null)).toEqual([]);
  });

  it("takes q=0 as a refusal, and an encoding's own entry over the wildcard", () => {
    expect(acceptedEncodings("gzip;q=1.0, br;q=0")).toEqual(["gzip"]);
    expect(acceptedEncodings("gzip; q=0.000, br")).toEqual(["br"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0")).toEqual([]);
    expect(acceptedEncodings("*, br;q=0")).toEqual(["gzip"]);
    expect(acceptedEncodings("gzip;q=0, *")).toEqual(["br"]);
  });
});
