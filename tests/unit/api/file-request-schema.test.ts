import { describe, expect, it } from "vitest";

import { fileRequestSchema } from "@/lib/api/file-request-schema";

describe("file request (/file/{slug}?l=&dl=)", () => {
  it.each([
    [
      "a slug alone: English, shown inline",
      { slug: "annual-report-2026" },
      { slug: "annual-report-2026", l: "en", dl: false },
    ],
    [
      "a language",
      { slug: "company-profile", l: "de" },
      { slug: "company-profile", l: "de", dl: false },
    ],
    [
      "dl=true forces a download",
      { slug: "company-profile", dl: "true" },
      { slug: "company-profile", l: "en", dl: true },
    ],
    [
      "dl=false shows inline",
      { slug: "company-profile", dl: "false" },
      { slug: "company-profile", l: "en", dl: false },
    ],
  ])("accepts %s", (_rule, input, expected) => {
    expect(fileRequestSchema.parse(input)).toMatchObject(expected);
  });

  it.each([
    ["an upper-case slug", { slug: "Annual-Report" }, "slug"],
    ["a slug with a dot", { slug: "report.pdf" }, "slug"],
    ["a slug with a double hyphen", { slug: "annual--report" }, "slug"],
    ["a slug starting with a hyphen", { slug: "-report" }, "slug"],
    ["a slug with a path", { slug: "../secret" }, "slug"],
    ["a slug of 201 characters", { slug: "a".repeat(201) }, "slug"],
    ["a language that is not a code", { slug: "report", l: "german" }, "l"],
    ["a language with a country", { slug: "report", l: "de-CH" }, "l"],
    ["dl other than true or false", { slug: "report", dl: "1" }, "dl"],
  ])("refuses %s", (_rule, input, field) => {
    const result = fileRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
