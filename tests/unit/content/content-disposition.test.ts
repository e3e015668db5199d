import { describe, expect, it } from "vitest";

import { contentDisposition, isSafeInline } from "@/lib/http/content-disposition";

describe("content disposition of served files", () => {
  it.each([
    ["inline", "report.pdf", `inline; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ["attachment", "report.pdf", `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    [
      "attachment",
      "Geschäftsbericht 2026.pdf",
      `attachment; filename="Gesch_ftsbericht 2026.pdf"; filename*=UTF-8''Gesch%C3%A4ftsbericht%202026.pdf`,
    ],
    ["inline", 'a"b\\c.pdf', `inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`],
  ] as const)("%s %s", (type, fileName, header) => {
    expect(contentDisposition(type, fileName)).toBe(header);
  });

  it.each([
    ["application/pdf", true],
    ["image/png", true],
    ["video/mp4", true],
    ["text/plain; charset=utf-8", true],
    ["text/html", false],
    ["image/svg+xml", false],
    ["application/javascript", false],
    ["application/octet-stream", false],
  ])("%s may be shown inline: %s", (mimeType, expected) => {
    expect(isSafeInline(mimeType)).toBe(expected);
  });
});
