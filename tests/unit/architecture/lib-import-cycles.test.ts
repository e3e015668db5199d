import { describe, expect, it } from "vitest";

import { findCycle, importSpecifiers, libFolderOf } from "../support/import-graph";
import { readSource, sourceFiles } from "../support/source-files";

/** Which lib/ folders each lib/ folder imports (type imports included), and through which file. */
function libFolderGraph() {
  const edges = new Map<string, Set<string>>();
  const witness = new Map<string, string>();
  for (const file of sourceFiles("lib")) {
    const from = file.split("/")[1]!;
    for (const specifier of importSpecifiers(readSource(file))) {
      const to = libFolderOf(file, specifier);
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
      witness.set(`${from}→${to}`, `${file} imports ${specifier}`);
    }
  }
  return { edges, witness };
}

describe("lib/ folders", () => {
  it("import one another without a cycle (the content-system client at the bottom)", () => {
    const { edges, witness } = libFolderGraph();
    const cycle = findCycle(edges);
    const explained = cycle?.slice(1).map((to, index) => witness.get(`${cycle[index]}→${to}`));
    expect(explained ?? []).toEqual([]);
  });

  it("are layered: the content-system client, site, navigation and content in that order", () => {
    const { edges } = libFolderGraph();
    const imports = (from: string, to: string) => edges.get(from)?.has(to) ?? false;
    expect(imports("navigation", "site")).toBe(true);
    expect(imports("site", "content-system")).toBe(true);
    for (const lower of ["content-system", "site", "navigation"]) {
      expect({ lower, importsContent: imports(lower, "content") }).toEqual({
        lower,
        importsContent: false,
      });
    }
    expect(imports("content-system", "site")).toBe(false);
    expect(imports("site", "navigation")).toBe(false);
  });
});

describe("the import graph walk", () => {
  it.each([
    ["a static import", 'import { a } from "@/lib/site/a";', ["@/lib/site/a"]],
    ["a type import over lines", 'import type {\n  A,\n  B,\n} from "./b";', ["./b"]],
    ["a re-export", 'export { c } from "../c";', ["../c"]],
    ["a side-effect import", 'import "server-only";', ["server-only"]],
    ["a dynamic import", 'const m = await import("@/lib/d");', ["@/lib/d"]],
    ["no import", "const from = 1;", []],
  ])("finds %s", (_, source, expected) => {
    expect(importSpecifiers(source)).toEqual(expected);
  });

  it.each([
    ["lib/site/a.ts", "@/lib/content-system/read", "content-system"],
    ["lib/content/stories/a.ts", "../../navigation/b", "navigation"],
    ["lib/content/stories/a.ts", "../read", "content"],
    ["lib/site/a.ts", "@/components/x", null],
    ["lib/site/a.ts", "react", null],
  ])("places %s's import of %s in %s", (file, specifier, expected) => {
    expect(libFolderOf(file, specifier)).toBe(expected);
  });

  it.each([
    ["none", { a: ["b"], b: ["c"], c: [] }, null],
    ["two folders", { a: ["b"], b: ["a"] }, ["a", "b", "a"]],
    ["three folders", { x: ["a"], a: ["b"], b: ["c"], c: ["a"] }, ["a", "b", "c", "a"]],
  ])("finds a cycle: %s", (_, graph, expected) => {
    const edges = new Map(Object.entries(graph).map(([node, to]) => [node, new Set(to)]));
    expect(findCycle(edges)).toEqual(expected);
  });
});
