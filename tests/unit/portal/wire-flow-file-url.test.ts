import { describe, expect, it } from "vitest";

import {
  backendWireFlowFileUrl,
  wireFlowDownloadHref,
} from "@/lib/portal/wire-flow/wire-flow-file-url";

const FILES = "http://127.0.0.1:4000/portal";

describe("the back end's address of a wire-flow installer", () => {
  it.each([
    ["wire-flow-2026.3.0", "key=k1", `${FILES}/wire-flow/files/wire-flow-2026.3.0?key=k1`],
    [
      "wire-flow-2026.3.0",
      "key=k1&download=1",
      `${FILES}/wire-flow/files/wire-flow-2026.3.0?key=k1`,
    ],
    ["wire-flow-2026.3.0", "", null],
    ["wire-flow-2026.3.0", "key=", null],
    ["wire-flow-2026.3.0", "key=a%20b", null],
    ["wire-flow-2026.3.0", `key=${"k".repeat(513)}`, null],
    ["..", "key=k1", null],
    ["a/b", "key=k1", null],
    ["", "key=k1", null],
  ])("%j ?%s → %s", (id, query, expected) => {
    expect(backendWireFlowFileUrl(FILES, id, new URLSearchParams(query))).toBe(expected);
  });
});

describe("the browser's download link", () => {
  it.each([
    [
      "wire-flow-2026.3.0",
      "1800000000.abc_-",
      "/api/wire-flow-downloads/wire-flow-2026.3.0?key=1800000000.abc_-",
    ],
    ["a/../b", "x&y=z#w", "/api/wire-flow-downloads/a%2F..%2Fb?key=x%26y%3Dz%23w"],
  ])("%j with key %j → %s", (id, key, expected) => {
    expect(wireFlowDownloadHref(id, key)).toBe(expected);
  });
});
