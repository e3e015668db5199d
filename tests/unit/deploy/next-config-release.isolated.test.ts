import type { NextConfig } from "next";
import { afterEach, describe, expect, it, vi } from "vitest";

/** next.config.ts as `next build` reads it, with the given environment. */
async function configWith(env: Record<string, string | undefined>): Promise<NextConfig> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("../../../next.config")).default;
}

afterEach(() => vi.unstubAllEnvs());

describe("next.config.ts's release identity", () => {
  it("with DEPLOYMENT_ID, the deployment id and the build id are both that release", async () => {
    const config = await configWith({ DEPLOYMENT_ID: "3cf26cf" });
    expect(config.deploymentId).toBe("3cf26cf");
    expect(await config.generateBuildId?.()).toBe("3cf26cf");
  });

  it("without it, no deployment id, and Next makes a random build id (null)", async () => {
    const config = await configWith({ DEPLOYMENT_ID: "" });
    expect(config.deploymentId).toBeUndefined();
    expect(await config.generateBuildId?.()).toBeNull();
  });

  it("builds the standalone output the container image is assembled from", async () => {
    expect((await configWith({})).output).toBe("standalone");
  });

  it("a malformed DEPLOYMENT_ID stops the build, naming it", async () => {
    await expect(configWith({ DEPLOYMENT_ID: "v1 final" })).rejects.toThrow(
      'Invalid configuration: DEPLOYMENT_ID must be 1–64 letters, digits, ".", "_" or "-" (got "v1 final")',
    );
  });
});
