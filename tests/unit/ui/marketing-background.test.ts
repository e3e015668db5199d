import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  DEFAULT_MARKETING_BACKGROUND,
  marketingBackgroundClass,
} from "@/components/layout/marketing-background";
import type { MarketingBackground } from "@/graphql/generated/content";

/** The site palette of app/globals.css (`--color-<name>: #rrggbb`) plus Tailwind's white. */
function palette(): Map<string, string> {
  const css = readFileSync(new URL("../../../app/globals.css", import.meta.url), "utf8");
  const colours = new Map([["white", "#ffffff"]]);
  for (const [, name, hex] of css.matchAll(/--color-([a-z]+-\d+):\s*(#[0-9a-f]{6});/g)) {
    if (name && hex) colours.set(name, hex);
  }
  return colours;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour a `bg-…` or `text-…` class names, from the palette. */
function colourOf(classes: string, prefix: "bg" | "text"): string {
  const name = classes.split(" ").find((c) => c.startsWith(`${prefix}-`));
  const hex = name ? palette().get(name.slice(prefix.length + 1)) : undefined;
  if (!hex) throw new Error(`no ${prefix} colour of the palette in "${classes}"`);
  return hex;
}

const BACKGROUNDS: [MarketingBackground, string][] = [
  ["Dark_White", "bg-white"],
  ["Light_Grey", "bg-steel-50"],
  ["Copper", "bg-copper-100"],
  ["Light_Blue", "bg-navy-100"],
];

describe("marketing section background colours (spec 000 §3)", () => {
  it.each(BACKGROUNDS)("%s is shown as %s with navy text", (name, background) => {
    const classes = marketingBackgroundClass(name).split(" ");
    expect(classes).toContain(background);
    expect(classes).toContain("text-navy-900");
  });

  it.each(BACKGROUNDS)("%s keeps its text at WCAG AA contrast (4.5:1)", (name) => {
    const classes = marketingBackgroundClass(name);
    expect(contrast(colourOf(classes, "bg"), colourOf(classes, "text"))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it("gives each colour its own look", () => {
    const looks = BACKGROUNDS.map(([name]) => colourOf(marketingBackgroundClass(name), "bg"));
    expect(new Set(looks).size).toBe(BACKGROUNDS.length);
  });

  it.each([null, undefined, "", "dark_white", "Navy", 7])(
    "an unset or unknown colour (%j) falls back to Dark_White",
    (value) => {
      expect(DEFAULT_MARKETING_BACKGROUND).toBe("Dark_White");
      expect(marketingBackgroundClass(value)).toBe(marketingBackgroundClass("Dark_White"));
    },
  );
});
