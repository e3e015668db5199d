import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER } from "@/lib/http/ferrion-headers.mjs";
import {
  applyClientAddress,
  clientAddress,
  normalizeAddress,
  parseTrustedProxies,
} from "@/server/client-address.mjs";

describe("normalizeAddress", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    [" 192.0.2.1 ", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["192.0.2.1:51234", "192.0.2.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["unknown", null],
    ["", null],
    [undefined, null],
    ["192.0.2.300", null],
    ["_hidden", null],
  ])("%j → %j", (text, expected) => {
    expect(normalizeAddress(text)).toBe(expected);
  });
});

describe("parseTrustedProxies (TRUSTED_PROXIES)", () => {
  it.each([
    ["10.0.0.0/8", "10.200.3.4", true],
    ["10.0.0.0/8", "11.0.0.1", false],
    ["10.0.0.0/8", "::ffff:10.1.2.3", true],
    ["192.0.2.10", "192.0.2.10", true],
    ["192.0.2.10", "192.0.2.11", false],
    ["192.0.2.10, 198.51.100.0/24", "198.51.100.77", true],
    ["fd00::/8", "fd12:3456::1", true],
    ["fd00::/8", "fe80::1", false],
    ["::1", "::1", true],
    ["::ffff:203.0.113.5", "203.0.113.5", true],
    ["", "127.0.0.1", false],
    [undefined, "127.0.0.1", false],
  ])("%j trusts %s: %s", (setting, address, expected) => {
    const trusted = parseTrustedProxies(setting);
    const socket = address;
    // A trusted socket hands over to the address it forwarded for; an untrusted one stays.
    expect(clientAddress(socket, "203.0.113.99", trusted) === "203.0.113.99").toBe(expected);
  });

  it.each([
    "10.0.0.0/33",
    "fd00::/129",
    "10.0.0.0/8/8",
    "proxy.example",
    "10.0.0.1:8080",
    "[fd00::1]",
    "10.0.0.0/x",
    "10.0.0.0/",
  ])("stops the start with one line naming TRUSTED_PROXIES for %j", (setting) => {
    expect(() => parseTrustedProxies(`192.0.2.1, ${setting}`)).toThrow(
      `Invalid configuration: TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges such as 10.0.0.0/8 or fd00::/8 (got ${JSON.stringify(setting)})`,
    );
  });
});

describe("clientAddress", () => {
  const proxies = parseTrustedProxies("10.0.0.0/8, fd00::/8");
  it.each<[string, string | undefined, string | string[] | undefined, string]>([
    ["a direct client", "198.51.100.7", undefined, "198.51.100.7"],
    [
      "a direct client that makes up X-Forwarded-For",
      "198.51.100.7",
      "203.0.113.1",
      "198.51.100.7",
    ],
    ["a direct IPv4-mapped client", "::ffff:198.51.100.7", "203.0.113.1", "198.51.100.7"],
    ["a client behind one trusted proxy", "10.0.0.2", "198.51.100.7", "198.51.100.7"],
    [
      "a client behind one trusted proxy that makes up more entries",
      "10.0.0.2",
      "203.0.113.1, 127.0.0.1, 198.51.100.7",
      "198.51.100.7",
    ],
    [
      "a client behind two trusted proxies",
      "10.0.0.2",
      "203.0.113.1, 198.51.100.7, 10.4.4.4",
      "198.51.100.7",
    ],
    [
      "a client that writes a trusted proxy's address into the header",
      "10.0.0.2",
      "10.9.9.9, 198.51.100.7",
      "198.51.100.7",
    ],
    [
      "several X-Forwarded-For headers",
      "10.0.0.2",
      ["203.0.113.1", "198.51.100.7"],
      "198.51.100.7",
    ],
    ["an IPv6 client behind an IPv6 proxy", "fd00::5", "2001:db8:1:2::9", "2001:db8:1:2::9"],
    ["a client address with a port", "10.0.0.2", "198.51.100.7:51000", "198.51.100.7"],
    ["a trusted proxy without X-Forwarded-For", "10.0.0.2", undefined, "10.0.0.2"],
    ["a trusted proxy that passes garbage", "10.0.0.2", "198.51.100.7, garbage", "10.0.0.2"],
    ["only trusted hops", "10.0.0.2", "10.0.0.3, 10.0.0.4", "10.0.0.3"],
    ["no socket address", undefined, "198.51.100.7", "unknown"],
  ])("%s", (_name, socket, forwardedFor, expected) => {
    expect(clientAddress(socket, forwardedFor, proxies)).toBe(expected);
  });
});

describe("applyClientAddress", () => {
  it("replaces a client-address header the visitor sent with the socket's address", () => {
    const request = {
      socket: { remoteAddress: "::ffff:198.51.100.7" },
      headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.1", "x-forwarded-for": "203.0.113.1" },
    } as unknown as IncomingMessage;
    applyClientAddress(request, parseTrustedProxies(undefined));
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe("198.51.100.7");
  });
});
