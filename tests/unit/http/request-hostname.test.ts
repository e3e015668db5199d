import { describe, expect, it } from "vitest";

import { requestHostname } from "@/lib/http/request-hostname";

function request(host: string | null) {
  return new Request("http://127.0.0.1:3000/sitemap.xml", {
    headers: host === null ? {} : { host },
  });
}

describe("requestHostname", () => {
  it.each([
    ["the Host header's name", "events.ferrion.example", "events.ferrion.example"],
    ["without the port", "events.ferrion.example:8080", "events.ferrion.example"],
    ["lower-cased", "Events.Ferrion.Example", "events.ferrion.example"],
    ["the reached address without a Host header", null, "127.0.0.1"],
    ["the reached address for a malformed Host header", "bad host/", "127.0.0.1"],
  ])("is %s", (_, host, hostname) => {
    expect(requestHostname(request(host))).toBe(hostname);
  });
});
