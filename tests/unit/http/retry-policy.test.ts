import { describe, expect, it } from "vitest";

import { shouldRetry } from "@/lib/http/retry-policy";

describe("retry policy: one retry on transient statuses, for reads only", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET answered %i once", (status) => {
    expect(shouldRetry("GET", status, 0)).toBe(true);
    expect(shouldRetry("GET", status, 1)).toBe(false);
  });

  it.each([200, 201, 301, 400, 401, 403, 404, 422, 501])(
    "does not retry a GET answered %i",
    (status) => {
      expect(shouldRetry("GET", status, 0)).toBe(false);
    },
  );

  it("retries HEAD like GET, in any letter case", () => {
    expect(shouldRetry("head", 503, 0)).toBe(true);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("never retries %s", (method) => {
    expect(shouldRetry(method, 503, 0)).toBe(false);
  });
});
