import { describe, expect, it } from "vitest";

import { cmsImageLoader, presetTransformation } from "@/lib/images/cms-image-loader";
import { displaySize } from "@/lib/images/display-size";
import { IMAGE_PRESETS, transformedImageUrl } from "@/lib/images/image-transformation";
import { isRasterImage } from "@/lib/images/is-raster-image";

const ASSET = "http://127.0.0.1:4000/content/assets/hero-factory";

describe("image presets (spec 001 §9)", () => {
  it.each([
    ["stretched", { width: 1180 }],
    ["stretchedVideo", { width: 1200, height: 675 }],
    ["breakOut", { width: 980 }],
    ["inline", { width: 780 }],
    ["asideSquare", { width: 960, height: 960 }],
    ["asideVideo", { width: 960, height: 540 }],
  ])("%s is %o", (preset, size) => {
    expect(IMAGE_PRESETS[preset as keyof typeof IMAGE_PRESETS]).toEqual(size);
  });
});

describe("transformed image URL", () => {
  it.each([
    [
      "defaults: fit crop, webp, quality 90",
      ASSET,
      { width: 1180 },
      `${ASSET}?w=1180&fit=crop&fm=webp&q=90`,
    ],
    [
      "a height is passed on",
      ASSET,
      { width: 1200, height: 675 },
      `${ASSET}?w=1200&h=675&fit=crop&fm=webp&q=90`,
    ],
    [
      "png output and another fit",
      ASSET,
      { width: 304, format: "png", fit: "max" },
      `${ASSET}?w=304&fit=max&fm=png&q=90`,
    ],
    [
      "an explicit quality",
      ASSET,
      { width: 780, quality: 75 },
      `${ASSET}?w=780&fit=crop&fm=webp&q=75`,
    ],
    [
      "an undefined quality keeps the default",
      ASSET,
      { width: 780, quality: undefined },
      `${ASSET}?w=780&fit=crop&fm=webp&q=90`,
    ],
    [
      "fractions are rounded, quality capped at 100",
      ASSET,
      { width: 640.4, height: 359.6, quality: 120 },
      `${ASSET}?w=640&h=360&fit=crop&fm=webp&q=100`,
    ],
    ["a width below one becomes one", ASSET, { width: 0 }, `${ASSET}?w=1&fit=crop&fm=webp&q=90`],
    [
      "other query parameters are kept, old transformations replaced",
      `${ASSET}?token=abc&w=50&h=20`,
      { width: 980 },
      `${ASSET}?token=abc&w=980&fit=crop&fm=webp&q=90`,
    ],
    [
      "a fragment is dropped",
      `${ASSET}#top`,
      { width: 980 },
      `${ASSET}?w=980&fit=crop&fm=webp&q=90`,
    ],
    [
      "relative URLs stay relative",
      "/content/assets/logo",
      { width: 304 },
      "/content/assets/logo?w=304&fit=crop&fm=webp&q=90",
    ],
  ] as const)("%s", (_rule, src, transformation, expected) => {
    expect(transformedImageUrl(src, transformation)).toBe(expected);
  });
});

describe("preset transformation for a width next/image asks for", () => {
  it.each([
    ["no preset: the width asked for", undefined, 640, { width: 640 }],
    ["below the preset width: as asked", "stretched", 828, { width: 828, height: undefined }],
    ["up to twice the preset width", "stretched", 2048, { width: 2048, height: undefined }],
    [
      "never more than twice the preset width",
      "stretched",
      3840,
      { width: 2360, height: undefined },
    ],
    [
      "a cropping preset keeps its aspect ratio",
      "stretchedVideo",
      640,
      { width: 640, height: 360 },
    ],
    ["square stays square", "asideSquare", 384, { width: 384, height: 384 }],
    ["capped crop keeps the ratio", "asideVideo", 3840, { width: 1920, height: 1080 }],
  ] as const)("%s", (_rule, preset, width, expected) => {
    expect(presetTransformation(preset, width)).toEqual(expected);
  });

  it("the loader builds the CDN URL for the preset", () => {
    const load = cmsImageLoader("asideVideo");
    expect(load({ src: ASSET, width: 1080 })).toBe(`${ASSET}?w=1080&h=608&fit=crop&fm=webp&q=90`);
    expect(load({ src: ASSET, width: 1080, quality: 80 })).toContain("q=80");
  });
});

describe("display size (width and height attributes, so nothing shifts)", () => {
  it.each([
    [
      "no preset: the image's own size",
      { width: 800, height: 800 },
      undefined,
      { width: 800, height: 800 },
    ],
    ["unknown size: 16:9", { width: null, height: null }, undefined, { width: 1600, height: 900 }],
    [
      "a width-only preset keeps the ratio",
      { width: 1600, height: 900 },
      "stretched",
      { width: 1180, height: 664 },
    ],
    [
      "a cropping preset sets both",
      { width: 800, height: 800 },
      "asideVideo",
      { width: 960, height: 540 },
    ],
    ["square preset", { width: 1600, height: 900 }, "asideSquare", { width: 960, height: 960 }],
  ] as const)("%s", (_rule, image, preset, expected) => {
    expect(displaySize(image, preset)).toEqual(expected);
  });
});

describe("which images the CDN transforms", () => {
  it.each([
    ["image/png", true],
    ["image/jpeg", true],
    ["image/webp", true],
    ["image/svg+xml", false],
    ["IMAGE/SVG+XML", false],
    ["application/pdf", false],
  ])("%s: %s", (mimeType, expected) => {
    expect(isRasterImage(mimeType)).toBe(expected);
  });
});
