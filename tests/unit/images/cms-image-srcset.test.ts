import { getImageProps } from "next/image";
import { describe, expect, it } from "vitest";

import { cmsImageLoader } from "@/lib/images/cms-image-loader";

const SRC = "https://cdn.example/assets/hero";

// The loader as next/image uses it: every candidate of the srcset is a CDN transformation URL.
describe("next/image with the CMS loader", () => {
  it("builds a srcset of transformed images, capped at twice the preset width", () => {
    const { props } = getImageProps({
      src: SRC,
      alt: "",
      width: 1180,
      height: 664,
      sizes: "(min-width: 1180px) 1180px, 100vw",
      loader: cmsImageLoader("stretched"),
    });
    const candidates = (props.srcSet ?? "").split(", ");
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) {
      expect(candidate).toMatch(
        /^https:\/\/cdn\.example\/assets\/hero\?w=\d+&fit=crop&fm=webp&q=90 \d+w$/,
      );
      expect(Number(/w=(\d+)/.exec(candidate)?.[1])).toBeLessThanOrEqual(2360);
    }
    expect(props.src).toMatch(
      /^https:\/\/cdn\.example\/assets\/hero\?w=\d+&fit=crop&fm=webp&q=90$/,
    );
  });

  it("crops to the preset's aspect ratio", () => {
    const { props } = getImageProps({
      src: SRC,
      alt: "",
      width: 960,
      height: 540,
      loader: cmsImageLoader("asideVideo"),
    });
    expect(props.srcSet).toContain(`${SRC}?w=1080&h=608&fit=crop&fm=webp&q=90 1x`);
    expect(props.srcSet).toContain(`${SRC}?w=1920&h=1080&fit=crop&fm=webp&q=90 2x`);
  });
});
