/**
 * Spec 001 §9: the themes a page, header or footer can take. "Ferrion" is the theme named after
 * the product ({product} in the spec). Each name is also the value of the `data-theme` attribute
 * that selects its colours in app/globals.css.
 */
export const THEMES = [
  "Default",
  "Copper",
  "Ferrion",
  "Light_Blue",
  "Iqc",
  "Adaptronic",
  "Cirris",
  "Diit",
  "Hosver",
  "Komax",
  "Schleuniger",
] as const;

export type SiteTheme = (typeof THEMES)[number];

export const DEFAULT_THEME: SiteTheme = "Default";

/** Brand themes are the same list without Copper and Light_Blue. */
export const BRAND_THEMES: readonly SiteTheme[] = THEMES.filter(
  (theme) => theme !== "Copper" && theme !== "Light_Blue",
);

function isTheme(value: unknown): value is SiteTheme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** A theme from content or a URL: unknown, empty or missing values fall back to Default. */
export function themeOrDefault(value: unknown): SiteTheme {
  return isTheme(value) ? value : DEFAULT_THEME;
}
