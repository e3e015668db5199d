import { describe, expect, it, onTestFinished } from "vitest";

import { readConfig } from "../../../local-services/config.mjs";
import { startServer } from "../../../local-services/server.mjs";
import { transformedImageUrl } from "@/lib/images/image-transformation";
import { FIXTURE_ASSETS_DIR, FIXTURE_SEED_DIR, tempDir } from "../local-services/helpers";

async function startStandIn() {
  const config = { ...readConfig({ LOCAL_SERVICES_DATA_DIR: tempDir() }), port: 0 };
  const running = await startServer({
    config,
    contentSeedDir: FIXTURE_SEED_DIR,
    contentAssetsDir: FIXTURE_ASSETS_DIR,
    log: { log() {}, warn() {}, error() {} },
  });
  onTestFinished(() => running.close());
  return running.url;
}

// The stand-in serves originals only: it must answer transformation URLs with the original file.
describe("content stand-in and image transformation URLs", () => {
  it.each([
    [{ width: 1180 }],
    [{ width: 960, height: 540 }],
    [{ width: 304, format: "png", fit: "max", quality: 75 }],
  ] as const)("serves the original file for %o", async (transformation) => {
    const base = `${await startStandIn()}/content/assets/logo-handle`;
    const original = await fetch(base);
    const transformed = await fetch(transformedImageUrl(base, transformation));
    expect(transformed.status).toBe(200);
    expect(transformed.headers.get("content-type")).toBe(original.headers.get("content-type"));
    expect(await transformed.text()).toBe(await original.text());
  });
});
