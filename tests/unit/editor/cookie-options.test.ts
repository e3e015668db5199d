import { describe, expect, it } from "vitest";

import { siteCookieOptions } from "@/lib/cookies/site-cookie-options";
import { secretCookieOptions } from "@/lib/editor/cookie-options";

describe("cookie options", () => {
  it.each([
    ["a site cookie in the local demo", siteCookieOptions(true), { secure: false }],
    ["a site cookie outside it", siteCookieOptions(false), { secure: true }],
    [
      "the locale cookie outside it",
      siteCookieOptions(false, { maxAge: 60 }),
      { secure: true, maxAge: 60 },
    ],
    [
      "the editor cookie outside the demo",
      secretCookieOptions(false),
      { secure: true, httpOnly: true, maxAge: 7_776_000 },
    ],
    [
      "the preview cookie (a session cookie) in the demo",
      secretCookieOptions(true, null),
      { secure: false, httpOnly: true },
    ],
  ])("%s", (_name, options, expected) => {
    expect(options).toEqual({ path: "/", sameSite: "lax", ...expected });
  });
});
