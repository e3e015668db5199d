import { describe, expect, it } from "vitest";

import { importSpecifiers } from "../support/import-graph";
import { readSource, sourceFiles } from "../support/source-files";

/** Value imports only: a component may name a loader's result type, never call the loader. */
function valueImports(source: string): string[] {
  const typeOnly = new Set(
    [...source.matchAll(/^\s*import\s+type\s[^;]*?\bfrom\s+["']([^"']+)["']/gm)].map(
      (match) => match[1],
    ),
  );
  return importSpecifiers(source).filter((specifier) => !typeOnly.has(specifier));
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
