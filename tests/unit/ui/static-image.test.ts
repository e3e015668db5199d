import Image, { type ImageProps } from "next/image";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { StaticImage } from "@/components/ui/static-image";
import { cmsImageLoader } from "@/lib/images/cms-image-loader";

/** An element's attributes, in any order (the two render them in different orders). */
function tagAttributes(html: string, element: "img" | "link"): Record<string, string> {
  const tag = new RegExp(`<${element}\\s([^>]*?)\\/?>`).exec(html)?.[1] ?? "";
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
}
const imgAttributes = (html: string) => tagAttributes(html, "img");

const lazy: ImageProps = {
  src: "https://cdn.example/assets/abc",
  alt: "A crimping press",
  width: 768,
  height: 432,
  sizes: "(min-width: 768px) 768px, 100vw",
  loader: cmsImageLoader("asideVideo"),
  className: "object-cover rounded",
};
const hero: ImageProps = {
  src: "https://cdn.example/assets/hero",
  alt: "",
  width: 1920,
  height: 800,
  sizes: "100vw",
  loader: cmsImageLoader(undefined),
  priority: true,
};
const unoptimized: ImageProps = {
  src: "https://pim.example/images/cs-3100.svg",
  alt: "CS 3100",
  width: 128,
  height: 180,
  sizes: "(min-width: 128px) 128px, 100vw",
  className: "object-contain",
  unoptimized: true,
};

const cases: Array<[string, ImageProps]> = [
  ["a CDN image through a loader, lazy", lazy],
  ["a priority image (the hero)", hero],
  ["an unoptimized image (an SVG, a PIM image)", unoptimized],
];

/** A priority image is a page's largest paint: asked for first (issue 27). */
const asNextImage = (props: ImageProps): ImageProps =>
  props.priority ? { ...props, fetchPriority: "high" } : props;

// Issue 17: server-rendered images ship no script, and a visitor sees the same image as before.
describe("a static image renders the <img> next/image renders", () => {
  it.each(cases)("%s", (_case, props) => {
    const expected = imgAttributes(renderToString(createElement(Image, asNextImage(props))));
    const actual = imgAttributes(renderToString(createElement(StaticImage, props)));
    expect(actual).toEqual(expected);
    expect(actual.src).toBeTruthy();
  });

  it("preloads a priority image as next/image does, and no other", () => {
    const preloadOf = (element: ReturnType<typeof createElement>) => {
      const link = /<link rel="preload"[^>]*>/.exec(renderToString(element))?.[0];
      return link ? tagAttributes(link, "link") : null;
    };
    expect(preloadOf(createElement(StaticImage, hero))).toEqual(
      preloadOf(createElement(Image, asNextImage(hero))),
    );
    expect(preloadOf(createElement(StaticImage, hero))).toMatchObject({
      as: "image",
      fetchPriority: "high",
    });
    expect(imgAttributes(renderToString(createElement(StaticImage, lazy)))).not.toHaveProperty(
      "fetchPriority",
    );
    expect(preloadOf(createElement(StaticImage, lazy))).toBeNull();
  });
});
