import { describe, expect, it } from "vitest";

import { parseConfig } from "@/lib/config/parse-config";

describe("each portal user's share of the tickets proxy (PORTAL_*)", () => {
  it("has defaults that every screen of the portal stays within", () => {
    expect(parseConfig({}).portalLimits).toEqual({
      maxInFlight: 2,
      maxQueued: 8,
      requestsPerMinute: 300,
      maxQueryItems: 1000,
      maxQueryValues: 20_000,
    });
  });

  it("takes each limit from its variable", () => {
    const config = parseConfig({
      PORTAL_MAX_IN_FLIGHT: "2",
      PORTAL_MAX_QUEUED: "0",
      PORTAL_REQUESTS_PER_MINUTE: "60",
      PORTAL_MAX_QUERY_ITEMS: "500",
      PORTAL_MAX_QUERY_VALUES: "10000",
    });
    expect(config.portalLimits).toEqual({
      maxInFlight: 2,
      maxQueued: 0,
      requestsPerMinute: 60,
      maxQueryItems: 500,
      maxQueryValues: 10_000,
    });
  });

  it.each([
    ["PORTAL_MAX_IN_FLIGHT", "0", "must be a whole number from 1 to 100"],
    ["PORTAL_MAX_QUEUED", "-1", "must be a whole number from 0 to 1000"],
    ["PORTAL_REQUESTS_PER_MINUTE", "many", "must be a whole number from 1 to 1000000"],
    ["PORTAL_MAX_QUERY_ITEMS", "1.5", "must be a whole number from 1 to 1000000"],
    ["PORTAL_MAX_QUERY_VALUES", "0", "must be a whole number from 1 to 100000000"],
  ])("stops the start on %s=%s, naming the variable", (variable, value, message) => {
    expect(() => parseConfig({ [variable]: value })).toThrow(
      `Invalid configuration: ${variable} ${message} (got "${value}")`,
    );
  });
});
