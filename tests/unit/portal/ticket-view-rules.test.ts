import { describe, expect, it } from "vitest";

import { formatDateTime, formatDay } from "@/lib/format/date-time";
import { attachmentHref } from "@/lib/portal/tickets/attachment-href";

describe("an attachment opens through the site's same-origin route with its access key", () => {
  it.each([
    [{ id: "A-1", accessKey: "k1" }, false, "/api/ticket-attachments/A-1?key=k1"],
    [{ id: "A-1", accessKey: "k1" }, true, "/api/ticket-attachments/A-1?key=k1&download=1"],
    [
      { id: "a/../b", accessKey: "x&download=0#y" },
      false,
      "/api/ticket-attachments/a%2F..%2Fb?key=x%26download%3D0%23y",
    ],
  ])("%j, download %s → %s", (attachment, isDownload, href) => {
    expect(attachmentHref(attachment, isDownload)).toBe(href);
  });
});

describe("ticket dates read as the language writes them", () => {
  it.each([
    ["2026-11-24T23:30:00.000Z", "en", "Nov 24, 2026"],
    ["2026-11-24T23:30:00.000Z", "de", "24.11.2026"],
    ["not a date", "en", "not a date"],
  ])("the day of %s in %s is %s (UTC, as the created-on filter)", (value, language, text) => {
    expect(formatDay(value, language)).toBe(text);
  });

  it.each([
    ["2026-11-24T09:05:00.000Z", "en", "Nov 24, 2026, 9:05 AM"],
    ["2026-11-24T09:05:00.000Z", "de", "24.11.2026, 09:05"],
  ])("%s in %s with its time is %s", (value, language, text) => {
    expect(formatDateTime(value, language, "UTC").replace(/\u202f/g, " ")).toBe(text);
  });
});
