import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readSource, ROOT } from "../support/source-files";
import { specCitations, statedSections } from "./spec-citations";

/** Folders that hold no text of ours: packages, builds, data, generated copies, test output. */
const SKIPPED = new Set([
  "node_modules",
  "graphql/generated",
  "test-results",
  "playwright-report",
  // This folder's own tests cite made-up sections on purpose.
  "tests/unit/docs",
]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|css|md|graphql|ya?ml)$/;

/** Every text file of the repository that may cite a section, relative to the root. */
function textFiles(folder = ""): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.name.startsWith(".") || SKIPPED.has(relative)) return [];
    if (entry.isDirectory()) return textFiles(relative);
    return TEXT_FILE.test(entry.name) ? [relative] : [];
  });
}

describe("citations of the specifications", () => {
  it.each([
    ["one section", "/** Spec 000 §9: the spinner turns once per 1080 ms. */", ["000 §9"]],
    ["lower case, in brackets", "(spec 001 §2)", ["001 §2"]],
    ["a list", "(spec 001 §3, §5, §8)", ["001 §3", "001 §5", "001 §8"]],
    ["a slash", "Spec 000 §2/§5: the comparison", ["000 §2", "000 §5"]],
    ["the other document after a slash", "Spec 000 §2 / 001 §7 Analytics", ["000 §2", "001 §7"]],
    ["a line break in a comment", " * title, spec\n * 000 §2), with", ["000 §2"]],
    ["a line break in a line comment", "// as spec\n// 001 §9 says", ["001 §9"]],
    ["a section in a quoted name", 'spec 001 §8 "Portal errors"', ["001 §8"]],
    ["no document number", "the overall state of §4", []],
    ["another specification", "RFC 4180 §2, spec 002 §1", []],
  ])("finds %s", (_, text, expected) => {
    expect(specCitations(text).map(({ spec, section }) => `${spec} §${section}`)).toEqual(expected);
  });

  it("names the line each citation stands on", () => {
    expect(specCitations("a\nb (spec 000 §4)\nc, spec 001 §6 and §9").map((c) => c.line)).toEqual([
      2, 3, 3,
    ]);
  });

  it("reads the sections docs/requirements.md states from its headings", () => {
    const page =
      "# Requirements\n## Spec 000 §5 — Validation rules\n### Spec 001 §2 note\n## Spec 001 §10\n";
    expect([...statedSections(page)]).toEqual(["000 §5", "001 §10"]);
  });

  it("each lead to a section of docs/requirements.md", () => {
    const stated = statedSections(readSource("docs/requirements.md"));
    const unstated = textFiles().flatMap((file) =>
      specCitations(readSource(file))
        .filter(({ spec, section }) => !stated.has(`${spec} §${section}`))
        .map(({ spec, section, line }) => `${file}:${line} cites spec ${spec} §${section}`),
    );
    expect(unstated).toEqual([]);
  });
});
