import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readSource, ROOT } from "../support/source-files";
import { headingAnchor, headingAnchors, relativeLinks } from "./markdown-links";

const README_MAX_LINES = 300;

const docsPages = readdirSync(path.join(ROOT, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`);
const pages = ["README.md", ...docsPages];

/** A file or a folder of the repository. */
function exists(relative: string): boolean {
  return existsSync(path.join(ROOT, relative));
}

/** Where a link of `page` leads, relative to the repository root. */
function resolve(page: string, linkPath: string): string {
  return linkPath === ""
    ? page
    : path.posix.normalize(path.posix.join(path.posix.dirname(page), linkPath));
}

describe("heading anchors, as GitHub makes them", () => {
  it.each([
    ["Quick start", "quick-start"],
    ["What `?cache=clear` does", "what-cacheclear-does"],
    [
      "How a request flows through `server/` and `proxy.ts`",
      "how-a-request-flows-through-server-and-proxyts",
    ],
    ["Customer portal (mykomax)", "customer-portal-mykomax"],
    ["Each user's share of the portal", "each-users-share-of-the-portal"],
    ["Spec 000 §5 — Validation rules", "spec-000-5--validation-rules"],
    ["Company pages: locations, terms, investors", "company-pages-locations-terms-investors"],
    ["Every screen, from a phone to a desktop", "every-screen-from-a-phone-to-a-desktop"],
    ["A [linked](other.md) heading", "a-linked-heading"],
    ["Übersicht_1", "übersicht_1"],
  ])("%s → #%s", (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });

  it("numbers a repeated heading and ignores # lines inside code", () => {
    const page = "# Title\n## Notes\n```sh\n# not a heading\n```\n## Notes\n";
    expect([...headingAnchors(page)]).toEqual(["title", "notes", "notes-1"]);
  });
});

describe("links a page makes inside the repository", () => {
  it.each([
    ["a page", "see [caching](caching.md).", [{ path: "caching.md", anchor: null, line: 1 }]],
    [
      "a heading of a page",
      "[x](portal.md#log-out)",
      [{ path: "portal.md", anchor: "log-out", line: 1 }],
    ],
    ["a heading of the same page", "[below](#layers)", [{ path: "", anchor: "layers", line: 1 }]],
    [
      "a file up the tree",
      "[seed](../local-services/content/README.md)",
      [{ path: "../local-services/content/README.md", anchor: null, line: 1 }],
    ],
    ["an image", "![map](img/map.png)", [{ path: "img/map.png", anchor: null, line: 1 }]],
    ["a web address (not checked)", "[next](https://nextjs.org/docs) <http://127.0.0.1:3000>", []],
    ["a mail address (not checked)", "[desk](mailto:service@ferrion.example)", []],
    ["text in a code span", "`[a](b.md)`", []],
    ["a second line", "one\n[two](two.md)", [{ path: "two.md", anchor: null, line: 2 }]],
  ])("finds %s", (_, markdown, expected) => {
    expect(relativeLinks(markdown)).toEqual(expected);
  });

  it("skips fenced code", () => {
    expect(relativeLinks("```md\n[a](missing.md)\n```\n")).toEqual([]);
  });
});

describe("the README and docs/", () => {
  it(`keep the README within ${README_MAX_LINES} lines`, () => {
    const lines = readSource("README.md").trimEnd().split("\n").length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("link every docs/ page from the README", () => {
    const linked = new Set(
      relativeLinks(readSource("README.md")).map((link) => resolve("README.md", link.path)),
    );
    expect(docsPages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it.each(pages)("%s links only to files and headings that exist", (page) => {
    const broken = relativeLinks(readSource(page)).flatMap(({ path: linkPath, anchor, line }) => {
      const target = resolve(page, linkPath);
      if (!exists(target)) return [`${page}:${line} → ${target} does not exist`];
      if (anchor === null) return [];
      if (!target.endsWith(".md"))
        return [`${page}:${line} → #${anchor} on a file that is not Markdown`];
      return headingAnchors(readSource(target)).has(anchor)
        ? []
        : [`${page}:${line} → ${target} has no heading #${anchor}`];
    });
    expect(broken).toEqual([]);
  });
});
