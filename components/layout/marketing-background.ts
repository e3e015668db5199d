import type { MarketingBackground } from "@/graphql/generated/content";

export const DEFAULT_MARKETING_BACKGROUND: MarketingBackground = "Dark_White";

/**
 * The colours of a navigation item's marketing section, by the CMS's background colour name.
 * The brand logos shown there are dark artwork on a transparent ground, so every background is
 * light and the text on it navy: "Dark_White" is dark on white. Tones come from the site palette
 * (app/globals.css), each text pair reaches WCAG AA (tests/unit/ui/marketing-background.test.ts).
 */
const MARKETING_BACKGROUND_CLASSES: Record<MarketingBackground, string> = {
  Dark_White: "border border-steel-200 bg-white text-navy-900",
  Light_Grey: "bg-steel-50 text-navy-900",
  Copper: "bg-copper-100 text-navy-900",
  Light_Blue: "bg-navy-100 text-navy-900",
};

function isMarketingBackground(value: unknown): value is MarketingBackground {
  return typeof value === "string" && Object.hasOwn(MARKETING_BACKGROUND_CLASSES, value);
}

/** Classes for a background colour from content; unknown or missing names get Dark_White's. */
export function marketingBackgroundClass(value: unknown): string {
  return MARKETING_BACKGROUND_CLASSES[
    isMarketingBackground(value) ? value : DEFAULT_MARKETING_BACKGROUND
  ];
}
