import { describe, expect, it } from "vitest";

import type { BackendHealth } from "@/lib/health/probe-backend";
import { readiness } from "@/lib/health/readiness";

function backend(name: string, required: boolean, state: "up" | "down"): BackendHealth {
  return { name, required, state, latencyMs: 1 };
}

describe("readiness", () => {
  it.each([
    ["all up", [true, false], ["up", "up"], "ready", 200],
    ["an optional backend down", [true, false], ["up", "down"], "degraded", 200],
    ["a required backend down", [true, false], ["down", "up"], "unavailable", 503],
    ["everything down", [true, false], ["down", "down"], "unavailable", 503],
    ["no required backend, one down", [false, false], ["up", "down"], "degraded", 200],
  ] as const)("%s → %s, %i", (_, required, states, status, httpStatus) => {
    const backends = required.map((isRequired, index) =>
      backend(`b${index}`, isRequired, states[index]!),
    );
    expect(readiness(backends)).toEqual({ status, httpStatus, backends });
  });
});
