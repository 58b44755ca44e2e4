import { describe, expect, it } from "vitest";
import { flattenOptionTree, trailTo, treeQuery } from "./tree";

const nodes: Record<string, { id: number; name: string; parentId: number | null }> = {
  "1": { id: 1, name: "中国", parentId: null },
  "2": { id: 2, name: "浙江", parentId: 1 },
  "3": { id: 3, name: "杭州", parentId: 2 },
  "8": { id: 8, name: "loop a", parentId: 9 },
  "9": { id: 9, name: "loop b", parentId: 8 },
};
const get = async (id: string) => nodes[id]!;

describe("trailTo", () => {
  it("walks up to the root, root first", async () => {
    expect(await trailTo("3", get)).toEqual([
      { id: "1", name: "中国" },
      { id: "2", name: "浙江" },
      { id: "3", name: "杭州" },
    ]);
  });
  it("is empty without a parent or with a bad id, and never asks for one", async () => {
    const asked: string[] = [];
    const spy = async (id: string) => (asked.push(id), nodes[id]!);
    expect(await trailTo(null, spy)).toEqual([]);
    expect(await trailTo("1 OR 1=1", spy)).toEqual([]);
    expect(asked).toEqual([]);
  });
  it("stops at a loop and at the depth limit", async () => {
    expect((await trailTo("8", get)).map((step) => step.id)).toEqual(["8", "9"].reverse());
    expect(await trailTo("3", get, 2)).toEqual([
      { id: "2", name: "浙江" },
      { id: "3", name: "杭州" },
    ]);
  });
});

describe("treeQuery", () => {
  const root = { level: "COUNTRY" };
  it("adds the first level when neither a parent nor a search is asked", () => {
    expect(treeQuery(new URLSearchParams("pageNo=2"), ["name"], root).toString()).toBe("pageNo=2&level=COUNTRY");
  });
  it("keeps a parent or a search as asked", () => {
    expect(treeQuery(new URLSearchParams("parentId=5"), ["name"], root).toString()).toBe("parentId=5");
    expect(treeQuery(new URLSearchParams("name=x"), ["name"], root).toString()).toBe("name=x");
  });
});

describe("flattenOptionTree", () => {
  const tree = [
    { value: 86, label: "中国", children: [{ value: 330000, label: "浙江", children: [{ value: 330100, label: "杭州", children: [{ value: 330106, label: "西湖区", children: [] }] }] }] },
  ];

  it("lists the tree depth first, indented by depth", () => {
    expect(flattenOptionTree(tree)).toEqual([
      { value: "86", label: "中国", depth: 0 },
      { value: "330000", label: "— 浙江", depth: 1 },
      { value: "330100", label: "— — 杭州", depth: 2 },
      { value: "330106", label: "— — — 西湖区", depth: 3 },
    ]);
  });

  it("stops at maxDepth (an upper area is never a district)", () => {
    expect(flattenOptionTree(tree, 2).map((option) => option.value)).toEqual(["86", "330000", "330100"]);
    expect(flattenOptionTree(tree, 0).map((option) => option.value)).toEqual(["86"]);
  });
});
