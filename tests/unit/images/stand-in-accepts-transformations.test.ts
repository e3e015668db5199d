import { describe, expect, it } from "vitest";

import { transformedImageUrl } from "@/lib/images/image-transformation";
import { startTestServer } from "../local-services/helpers";

// The stand-in serves originals only: it must answer transformation URLs with the original file.
describe("content stand-in and image transformation URLs", () => {
  it.each([
    [{ width: 1180 }],
    [{ width: 960, height: 540 }],
    [{ width: 304, format: "png", fit: "max", quality: 75 }],
  ] as const)("serves the original file for %o", async (transformation) => {
    const base = `${(await startTestServer()).url}/content/assets/logo-handle`;
    const original = await fetch(base);
    const transformed = await fetch(transformedImageUrl(base, transformation));
    expect(transformed.status).toBe(200);
    expect(transformed.headers.get("content-type")).toBe(original.headers.get("content-type"));
    expect(await transformed.text()).toBe(await original.text());
  });
});
