import { getImageProps } from "next/image";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { PimImage } from "@/components/catalogue/pim-image";
import { isVectorImageUrl, pimImageLoader } from "@/lib/images/pim-image-loader";
import { PIM_IMAGE_SIZES, productImageSize } from "@/lib/images/pim-image-sizes";

describe("the spec 000 §9 sizes of catalogue images", () => {
  it.each([
    { slot: "product", width: 768, height: 768 },
    { slot: "productWide", width: 768, height: 432 },
    { slot: "gallery", width: 480, height: 480 },
    { slot: "thumbnail56", width: 56, height: 56 },
    { slot: "thumbnail80", width: 80, height: 80 },
    { slot: "thumbnail128x180", width: 128, height: 180 },
    { slot: "capabilityProduct", width: 180, height: 180 },
  ] as const)("$slot is $width×$height", ({ slot, width, height }) => {
    expect(PIM_IMAGE_SIZES[slot]).toEqual({ width, height });
  });
});

describe("which product slot an image gets", () => {
  it.each([
    { case: "16:9", image: { width: 768, height: 432 }, slot: "productWide" },
    {
      case: "3:2, nearer 16:9 than square",
      image: { width: 1200, height: 800 },
      slot: "productWide",
    },
    { case: "exactly 4:3 stays square", image: { width: 800, height: 600 }, slot: "product" },
    { case: "square", image: { width: 768, height: 768 }, slot: "product" },
    { case: "portrait", image: { width: 432, height: 768 }, slot: "product" },
    { case: "unknown size", image: { width: null, height: null }, slot: "product" },
    { case: "a zero height", image: { width: 768, height: 0 }, slot: "product" },
    { case: "negative numbers", image: { width: -768, height: -432 }, slot: "product" },
  ] as const)("$case → $slot", ({ image, slot }) => {
    expect(productImageSize(image)).toBe(slot);
  });
});

describe("vector images are told apart by their path", () => {
  it.each([
    { url: "https://pim.example/assets/press.svg", isVector: true },
    { url: "https://pim.example/assets/PRESS.SVG?v=2", isVector: true },
    { url: "https://pim.example/assets/press.svg#view", isVector: true },
    { url: "https://pim.example/assets/press.jpg", isVector: false },
    { url: "https://pim.example/assets/press.webp?name=a.svg", isVector: false },
    { url: "https://pim.example/svg/press", isVector: false },
  ])("$url → $isVector", ({ url, isVector }) => {
    expect(isVectorImageUrl(url)).toBe(isVector);
  });
});

const PHOTO = "https://pim.example/assets/crimp-press.jpg";

describe("next/image with the PIM loader", () => {
  it("asks for the slot's aspect, fitted inside it, at most twice its width", () => {
    const { props } = getImageProps({
      src: PHOTO,
      alt: "",
      width: 768,
      height: 432,
      sizes: "(min-width: 768px) 768px, 100vw",
      loader: pimImageLoader("productWide"),
    });
    const candidates = (props.srcSet ?? "").split(", ");
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) {
      const [, w, h] = /\?w=(\d+)&h=(\d+)&fit=max&fm=webp&q=\d+ \d+w$/.exec(candidate) ?? [];
      expect(Number(w)).toBeLessThanOrEqual(1536);
      expect(Math.abs(Number(h) - (Number(w) * 432) / 768)).toBeLessThanOrEqual(0.5);
    }
  });

  it("gives a thumbnail its own size and its double, nothing larger", () => {
    const { props } = getImageProps({
      src: PHOTO,
      alt: "",
      width: 56,
      height: 56,
      loader: pimImageLoader("thumbnail56"),
    });
    expect(props.srcSet).toBe(
      `${PHOTO}?w=64&h=64&fit=max&fm=webp&q=90 1x, ${PHOTO}?w=112&h=112&fit=max&fm=webp&q=90 2x`,
    );
  });
});

describe("a catalogue image as the page renders it", () => {
  it("sends a photo through the loader, in the slot's box", () => {
    const html = renderToString(
      createElement(PimImage, { image: { url: PHOTO, name: "Press" }, size: "thumbnail80" }),
    );
    expect(html).toMatch(/width="80" height="80"/);
    expect(html).toContain(`${PHOTO}?w=160&amp;h=160&amp;fit=max`);
  });

  it("serves a vector image as it is, in the slot's box", () => {
    const url = "https://pim.example/assets/document.svg";
    const html = renderToString(
      createElement(PimImage, { image: { url, name: "Doc" }, size: "thumbnail128x180" }),
    );
    expect(html).toMatch(/width="128" height="180"/);
    expect(html).toContain(`src="${url}"`);
    expect(html).not.toContain("?w=");
  });
});
