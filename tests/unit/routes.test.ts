// The console's route table, as remix.config.js builds it from app/routes. remix-flat-routes reads `+` as a folder
// only before `/`: `device+/firmware+export.tsx` became the route /device/firmware+export, and the five export links
// that pointed at /device/firmware/export answered 404 (issue 34). The link walk (tests/e2e/walk.spec.ts) finds such
// links in the browser tests; this finds the file at once.
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { describe, expect, it } from "vitest";
import config from "../../remix.config.js";

describe("routes", () => {
  it("no route path keeps a `+` of its file name", async () => {
    const manifest = await config.routes!(defineRoutes);
    const paths = Object.values(manifest).map((route) => `${route.path ?? ""} (${route.file})`);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => path.split(" ")[0]!.includes("+"))).toEqual([]);
  });

  it("each list's export is a route under the list", async () => {
    const manifest = await config.routes!(defineRoutes);
    const byId = new Map(Object.values(manifest).map((route) => [route.id, route]));
    const fullPath = (id: string | undefined): string => {
      const route = id ? byId.get(id) : undefined;
      if (!route) return "";
      return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
    };
    const exports = Object.values(manifest).filter((route) => /\/export\.tsx$/.test(route.file)).map((route) => `/${fullPath(route.id)}`);
    expect(exports).toEqual(expect.arrayContaining(["/device/firmware/export", "/device/cabinet/export", "/device/cabinet-firmware/export", "/device/connector/export", "/device/connector-firmware/export"]));
  });
});
