import { describe, expect, it } from "vitest";

import {
  importChain,
  resolveProjectImport,
  valueImportSpecifiers as valueImports,
} from "../support/import-graph";
import { isProjectFile, readSource, sourceFiles } from "../support/source-files";

/**
 * Where every backend read on the server starts: the GraphQL clients (content system, PIM) and
 * the data cache they are read through.
 */
const BACKEND_READS: ReadonlySet<string> = new Set([
  "lib/graphql/create-graphql-client.ts",
  "lib/graphql/cached-query.ts",
]);

const projectImports = new Map<string, string[]>();

/** The project files a file value-imports. */
function projectImportsOf(file: string): string[] {
  let found = projectImports.get(file);
  if (!found) {
    found = valueImports(readSource(file)).flatMap(
      (specifier) => resolveProjectImport(file, specifier, isProjectFile) ?? [],
    );
    projectImports.set(file, found);
  }
  return found;
}

describe("routes own their data loading", () => {
  it("components and stores never call a loader or decode the site segment", () => {
    const offending = sourceFiles("components", "stores").flatMap((file) =>
      valueImports(readSource(file))
        .filter((specifier) => /^@\/lib\/.+\/load-[^/]+$|^@\/lib\/site-context\//.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("components and stores never reach a backend read through a module of lib/", () => {
    const offending = sourceFiles("components", "stores").flatMap((file) =>
      projectImportsOf(file)
        .filter((target) => target.startsWith("lib/"))
        .flatMap((target) => {
          const chain = importChain(target, BACKEND_READS, projectImportsOf);
          return chain ? [`${file} imports ${chain.join(" → ")}`] : [];
        }),
    );
    expect(offending).toEqual([]);
  });

  it("the public page routes call their loader", () => {
    const routes = [
      "[[...path]]/page.tsx",
      "(catalogue)/products/[[...path]]/page.tsx",
      "(catalogue)/services/[[...path]]/page.tsx",
      "(catalogue)/smart-factory/[[...path]]/page.tsx",
      "(catalogue)/products/capabilities/[slug]/page.tsx",
      "stories/page.tsx",
      "stories/[slug]/page.tsx",
      "stories/contacts/page.tsx",
      "stories/contacts/[author]/page.tsx",
      "media-releases/page.tsx",
      "media-releases/[slug]/page.tsx",
      "search/page.tsx",
    ];
    const withoutLoader = routes.filter(
      (route) =>
        !valueImports(readSource(`app/[siteSegment]/[locale]/${route}`)).some((specifier) =>
          /^@\/lib\/.+\/load-[^/]+$/.test(specifier),
        ),
    );
    expect(withoutLoader).toEqual([]);
  });
});

describe("the import chain search", () => {
  it.each([
    ["a value import", 'import { a } from "./a";', ["./a"]],
    ["a type import", 'import type { A } from "./a";', []],
    ["a type import over lines", 'import type {\n  A,\n} from "./a";', []],
    ["an inline type among values", 'import { type A, b } from "./a";', ["./a"]],
    ["a dynamic import", 'const m = await import("@/lib/d");', ["@/lib/d"]],
  ])("counts %s as loading code or not", (_, source, expected) => {
    expect(valueImports(source)).toEqual(expected);
  });

  const files = new Set(["lib/a/b.ts", "lib/a/c.tsx", "lib/d/index.ts", "lib/e.mjs"]);
  it.each([
    ["components/x.tsx", "@/lib/a/b", "lib/a/b.ts"],
    ["lib/a/b.ts", "./c", "lib/a/c.tsx"],
    ["lib/a/b.ts", "../d", "lib/d/index.ts"],
    ["lib/a/b.ts", "../e.mjs", "lib/e.mjs"],
    ["lib/a/b.ts", "react", null],
    ["lib/a/b.ts", "./missing", null],
  ])("resolves %s's import of %s to %s", (file, specifier, expected) => {
    expect(resolveProjectImport(file, specifier, (relative) => files.has(relative))).toBe(expected);
  });

  it.each([
    ["a direct import", { a: ["t"] }, ["a", "t"]],
    ["through two files", { a: ["b"], b: ["c"], c: ["t"] }, ["a", "b", "c", "t"]],
    ["the shorter of two ways", { a: ["b", "c"], b: ["d"], c: ["t"], d: ["t"] }, ["a", "c", "t"]],
    ["a cycle that never arrives", { a: ["b"], b: ["a"] }, null],
    ["no import", { a: [] }, null],
  ])("finds the chain: %s", (_, graph, expected) => {
    const importsOf = (file: string) => (graph as Record<string, string[]>)[file] ?? [];
    expect(importChain("a", new Set(["t"]), importsOf)).toEqual(expected);
  });
});
