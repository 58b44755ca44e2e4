import { describe, expect, it } from "vitest";
import { buildEnvironment } from "./build-env";

describe("the environment of npm start's first build", () => {
  it("drops the console's heap bound and keeps the rest", () => {
    const env = buildEnvironment({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2", NODE_OPTIONS: "--max-old-space-size=256 --enable-source-maps" });
    expect(env).toEqual({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2", NODE_OPTIONS: "--enable-source-maps" });
  });

  it("leaves no empty NODE_OPTIONS behind, and one without the bound untouched", () => {
    expect(buildEnvironment({ NODE_ENV: "production", NODE_OPTIONS: "--max-old-space-size=256 " })).toEqual({ NODE_ENV: "production" });
    expect(buildEnvironment({ NODE_ENV: "production", NODE_OPTIONS: "--trace-warnings" }).NODE_OPTIONS).toBe("--trace-warnings");
  });
});
