import { describe, expect, it } from "vitest";

import { redirectUrl } from "@/lib/routing/redirect-url";

// The address Next.js was reached at, as `request.url` names it in the proxy.
const INTERNAL = "http://localhost:3000/en/company/";

describe("redirectUrl: a path stays on the reached address, a configured URL is kept", () => {
  it.each([
    ["/en/company", "http://localhost:3000/en/company"],
    ["/en/company?a=1", "http://localhost:3000/en/company?a=1"],
    ["//evil.example/en", "http://localhost:3000/evil.example/en"],
    ["/\\evil.example/en", "http://localhost:3000/evil.example/en"],
    ["\\\\evil.example", "http://localhost:3000/evil.example"],
    ["en", "http://localhost:3000/en"],
    ["https://www.linkedin.com/company/example", "https://www.linkedin.com/company/example"],
    ["http://events.ferrion.example/en", "http://events.ferrion.example/en"],
  ])("%s → %s", (location, expected) => {
    expect(redirectUrl(location, INTERNAL).href).toBe(expected);
  });
});
