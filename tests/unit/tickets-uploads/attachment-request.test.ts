import { describe, expect, it } from "vitest";

import { backendAttachmentUrl, forwardedRange } from "@/lib/tickets-uploads/attachment-request";

const FILES = "http://127.0.0.1:4000/portal";

describe("the back end's address of an attachment", () => {
  it.each([
    ["att-1", "key=k1", `${FILES}/attachments/att-1?key=k1`],
    ["att-1", "key=k1&download=1", `${FILES}/attachments/att-1?key=k1&download=1`],
    ["att-1", "key=k1&download=yes", `${FILES}/attachments/att-1?key=k1`],
    ["att-1", "key=k1&other=x", `${FILES}/attachments/att-1?key=k1`],
    ["att-1", "", null],
    ["att-1", "key=", null],
    ["att-1", "key=a%20b", null],
    ["att-1", `key=${"k".repeat(513)}`, null],
    ["..", "key=k1", null],
    ["a/b", "key=k1", null],
    ["", "key=k1", null],
  ])("%j ?%s → %s", (id, query, expected) => {
    expect(backendAttachmentUrl(FILES, id, new URLSearchParams(query))).toBe(expected);
  });
});

describe("Range passed on", () => {
  it.each([
    ["bytes=0-", "bytes=0-"],
    ["bytes=100-199", "bytes=100-199"],
    ["bytes=0-1, 5-9", "bytes=0-1, 5-9"],
    ["items=0-5", null],
    ["bytes=0-\r\nX: y", null],
    [null, null],
  ])("%j → %j", (range, expected) => {
    expect(forwardedRange(range)).toBe(expected);
  });
});
