import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { applyTheBuildsConfig } from "../../../server/standalone-config.mjs";

function builtDir(distDir: string, config: object) {
  const dir = mkdtempSync(join(tmpdir(), "ferrion-config-"));
  mkdirSync(join(dir, distDir));
  writeFileSync(join(dir, distDir, "required-server-files.json"), JSON.stringify({ config }));
  return dir;
}

describe("the production server runs with the build's own config", () => {
  it("hands the build's config to Next", () => {
    const env: Record<string, string | undefined> = {};
    const dir = builtDir(".next", { deploymentId: "3cf26cf", distDir: ".next" });
    expect(applyTheBuildsConfig(dir, env)).toBe(true);
    expect(JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? "")).toEqual({
      deploymentId: "3cf26cf",
      distDir: ".next",
    });
  });

  it("reads the build in NEXT_DIST_DIR", () => {
    const env: Record<string, string | undefined> = { NEXT_DIST_DIR: ".next-b" };
    expect(applyTheBuildsConfig(builtDir(".next-b", { distDir: ".next-b" }), env)).toBe(true);
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBe('{"distDir":".next-b"}');
  });

  it("without a build, leaves Next to load next.config.ts", () => {
    const env: Record<string, string | undefined> = {};
    expect(applyTheBuildsConfig(mkdtempSync(join(tmpdir(), "ferrion-config-")), env)).toBe(false);
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBeUndefined();
  });

  it("keeps a config already handed over", () => {
    const env: Record<string, string | undefined> = { __NEXT_PRIVATE_STANDALONE_CONFIG: "{}" };
    expect(applyTheBuildsConfig(builtDir(".next", { distDir: ".next" }), env)).toBe(true);
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBe("{}");
  });
});
