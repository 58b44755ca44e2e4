import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "./accept-encoding";

describe("acceptedEncodings", () => {
  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=1.0, br;q=0")).toEqual(["gzip"]);
    expect(acceptedEncodings("gzip; q=0.000, br")).toEqual(["br"]);
    expect(acceptedEncodings("BR;q=0.5")).toEqual(["br"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings(null)).toEqual([]);
  });
});
