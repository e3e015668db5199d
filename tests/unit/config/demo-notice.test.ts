import { describe, expect, it } from "vitest";

import { demoNotice } from "@/lib/config/stop-on-invalid-config";

describe("the start-up line of the local demo", () => {
  it.each([
    [
      {},
      "Local demo: every backend URL points at the local stand-ins, the demo EDITOR_PASSWORD, EDITOR_SECRET, PREVIEW_PASSWORD in use, cookies not Secure; never serve this publicly",
    ],
    [
      { PREVIEW_PASSWORD: "a-preview-password" },
      "Local demo: every backend URL points at the local stand-ins, the demo EDITOR_PASSWORD, EDITOR_SECRET in use, cookies not Secure; never serve this publicly",
    ],
    [
      {
        EDITOR_PASSWORD: "x".repeat(8),
        EDITOR_SECRET: "y".repeat(32),
        PREVIEW_PASSWORD: "z".repeat(8),
      },
      "Local demo: every backend URL points at the local stand-ins, cookies not Secure; never serve this publicly",
    ],
  ])("with %j: %s", (environment, line) => {
    expect(demoNotice(environment)).toBe(line);
  });
});
