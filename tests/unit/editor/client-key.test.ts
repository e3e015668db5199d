import { describe, expect, it } from "vitest";

import { clientKey, throttleKey, UNKNOWN_CLIENT } from "@/lib/editor/client-key";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/ferrion-headers.mjs";

describe("throttleKey", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0:0:0:1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    [null, UNKNOWN_CLIENT],
    ["", UNKNOWN_CLIENT],
  ])("%j → %j", (address, expected) => {
    expect(throttleKey(address)).toBe(expected);
  });
});

describe("clientKey", () => {
  it.each<[string, Record<string, string>, string]>([
    ["the server's client address", { [CLIENT_ADDRESS_HEADER]: "198.51.100.7" }, "198.51.100.7"],
    [
      "never X-Forwarded-For",
      { [CLIENT_ADDRESS_HEADER]: "198.51.100.7", "x-forwarded-for": "203.0.113.1" },
      "198.51.100.7",
    ],
    ["no client address: the shared bucket", { "x-forwarded-for": "203.0.113.1" }, UNKNOWN_CLIENT],
  ])("%s", (_name, headers, expected) => {
    expect(clientKey(new Request("http://site.example/api", { headers }))).toBe(expected);
  });
});
