import { describe, expect, it } from "vitest";

import { passwordThrottles } from "@/lib/editor/throttles";

describe("password throttles (no budget of all clients together)", () => {
  it.each(["editor", "preview"] as const)(
    "the %s form: a flood of wrong guesses from many clients never makes another client wait",
    async (form) => {
      const throttle = passwordThrottles()[form];
      for (let client = 0; client < 500; client += 1) {
        for (let guess = 0; guess < 5; guess += 1)
          await throttle.recordFailure(`attacker-${form}-${client}`);
      }
      expect(await throttle.waitMs(`attacker-${form}-1`)).toBeGreaterThan(0);
      expect(await throttle.waitMs("the-editor")).toBe(0);
    },
  );

  it("is one throttle per form and process", () => {
    expect(passwordThrottles().editor).toBe(passwordThrottles().editor);
    expect(passwordThrottles().editor).not.toBe(passwordThrottles().preview);
  });
});
