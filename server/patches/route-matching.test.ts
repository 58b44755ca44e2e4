import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { cachedDataRoutes, cachedServerRoutes, compileRouter, routerFile, withCachedMatching } from "./route-matching";

interface TestRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: TestRoute[];
}
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: TestRoute };
type Router = { matchRoutes(routes: TestRoute[], location: string, basename?: string): Match[] | null };

/** A tree shaped like the console's: pathless layouts, index routes, params, modal siblings, optional segments, a splat. */
function buildTree(): TestRoute[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "index", index: true },
        { id: "user", path: "user", children: [{ id: "login", path: "login" }, { id: "register", path: "register" }] },
        {
          id: "console",
          children: [
            {
              id: "device",
              path: "device",
              children: [
                { id: "device-list", path: "list", children: [{ id: "device-import", path: "import" }] },
                { id: "device-detail", path: ":id", children: [{ id: "device-overview", path: "overview" }, { id: "device-tab", path: ":tab" }] },
                { id: "device-edit", path: ":id/edit" },
              ],
            },
            { id: "sms", path: "message/sms", children: [{ id: "sms-detail", path: ":id" }] },
            { id: "docs", path: "docs/:lang?/guide" },
            { id: "Case", path: "CaseSensitive", caseSensitive: true },
          ],
        },
        { id: "files", path: "files/*" },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

function plain(matches: Match[] | null) {
  return matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;
}

function ownRoutes(tree: TestRoute[]): Set<TestRoute> {
  const all = new Set<TestRoute>();
  const walk = (list: TestRoute[]) => list.forEach((route) => (all.add(route), walk(route.children ?? [])));
  walk(tree);
  return all;
}

const PATHS = [
  "/",
  "/user/login",
  "/user/login/",
  "/USER/LOGIN",
  "/user/nope",
  "/device/list",
  "/device/list/import",
  "/device/42",
  "/device/42/overview",
  "/device/42/running",
  "/device/42/edit",
  "/message/sms/7",
  "/docs/guide",
  "/docs/en/guide",
  "/CaseSensitive",
  "/casesensitive",
  "/files/a/b/c.txt",
  "/%E8%AE%BE%E5%A4%87",
  "/unknown/deep/path",
];

describe("cached route matching", () => {
  const file = routerFile();
  const source = fs.readFileSync(file, "utf8");
  const original = compileRouter(source, file).exports as Router;
  const patchedSource = withCachedMatching(source);

  it("applies to the installed router (a new router version must be checked again)", () => {
    expect(patchedSource).not.toBeNull();
  });

  const patched = compileRouter(patchedSource ?? source, file).exports as Router;

  it("answers exactly what the router answers, for a reused tree and for a tree built anew each time", () => {
    const reused = buildTree();
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) {
        const expected = plain(original.matchRoutes(buildTree(), path));
        expect(plain(patched.matchRoutes(reused, path)), `${path} (reused tree, round ${round})`).toEqual(expected);
        expect(plain(patched.matchRoutes(buildTree(), path)), `${path} (new tree, round ${round})`).toEqual(expected);
        expect(plain(patched.matchRoutes(reused, `/base${path}`, "/base")), `${path} under a basename`).toEqual(expected);
      }
    }
  });

  it("answers with the routes of the tree it was asked about, and params a caller may change", () => {
    const first = buildTree();
    patched.matchRoutes(first, "/device/42/overview");
    const second = buildTree();
    const matches = patched.matchRoutes(second, "/device/42/overview")!;
    const routes = ownRoutes(second);
    expect(matches.every((match) => routes.has(match.route))).toBe(true);
    matches[0].params.id = "changed";
    expect(patched.matchRoutes(second, "/device/42/overview")![2].params.id).toBe("42");
  });

  it("keeps a tree without route ids correct (no answer is shared between such trees)", () => {
    const anonymous = (path: string): TestRoute[] => [{ path, children: [{ path: ":id" }] } as unknown as TestRoute];
    expect(patched.matchRoutes(anonymous("a"), "/a/1")?.map((m) => m.pathname)).toEqual(["/a", "/a/1"]);
    expect(patched.matchRoutes(anonymous("b"), "/a/1")).toBeNull();
  });
});

describe("cached server route tree", () => {
  const manifest = { root: { id: "root" }, "routes/a": { id: "routes/a", parentId: "root" } };
  const modules = { root: { default: "Root" }, "routes/a": { default: "A" } };
  const counting = () => {
    let builds = 0;
    const build = (_manifest: object, routeModules: Record<string, unknown>) => {
      builds += 1;
      return [{ id: "root", module: routeModules.root }];
    };
    return { build, builds: () => builds };
  };

  it("builds once per build while each request hands in its own map of the same modules", () => {
    const { build, builds } = counting();
    const serverRoutes = cachedServerRoutes(build);
    const future = {};
    const first = serverRoutes(manifest, { ...modules }, future, false);
    expect(serverRoutes(manifest, { ...modules }, future, false)).toBe(first);
    expect(builds()).toBe(1);
  });

  it("builds anew for another module, another manifest or SPA mode, and for a subtree", () => {
    const { build, builds } = counting();
    const serverRoutes = cachedServerRoutes(build);
    const future = {};
    const first = serverRoutes(manifest, { ...modules }, future, false);
    expect(serverRoutes(manifest, { ...modules }, future, false)).toBe(first);
    const changed = serverRoutes(manifest, { ...modules, "routes/a": { default: "A2" } }, future, false);
    expect(changed).not.toBe(first);
    serverRoutes({ ...manifest }, { ...modules }, future, false);
    serverRoutes(manifest, { ...modules }, future, true);
    serverRoutes(manifest, { ...modules }, future, false, "root");
    expect(builds()).toBe(5);
  });

  it("hands out converted data routes again with their map by id filled in", () => {
    let converts = 0;
    const convert = (routes: unknown[], _map: unknown, _parentPath?: unknown[], byId?: Record<string, unknown>) => {
      converts += 1;
      const converted = (routes as { id: string }[]).map((route) => ({ ...route, converted: true }));
      for (const route of converted) if (byId) byId[route.id] = route;
      return converted;
    };
    const dataRoutes = cachedDataRoutes(convert);
    const routes = [{ id: "root" }];
    const mapProperties = () => ({});
    const firstMap: Record<string, unknown> = {};
    const first = dataRoutes(routes, mapProperties, undefined, firstMap);
    const secondMap: Record<string, unknown> = {};
    expect(dataRoutes(routes, mapProperties, undefined, secondMap)).toBe(first);
    expect(secondMap.root).toBe(first[0]);
    expect(secondMap.missing).toBeUndefined();
    // A map that already holds routes keeps them and gets the converted ones beside.
    const heldMap: Record<string, unknown> = { other: "kept" };
    dataRoutes(routes, mapProperties, undefined, heldMap);
    expect(heldMap).toEqual({ other: "kept", root: first[0] });
    expect(converts).toBe(1);
    dataRoutes([{ id: "root" }], mapProperties, undefined, {});
    expect(converts).toBe(2);
  });

  it("is installed on Remix's server render and React Router's static router", async () => {
    await import("./route-matching");
    const { createRequire } = await import("node:module");
    const require = createRequire(import.meta.url);
    const remixRoutes = require(require.resolve("@remix-run/react").replace(/index\.js$/, "routes.js"));
    expect(remixRoutes.createServerRoutes.name).toBe("serverRoutes");
    expect(require(routerFile()).UNSAFE_convertRoutesToDataRoutes.name).toBe("dataRoutes");
  });
});
