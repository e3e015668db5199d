import { getTranslations } from "next-intl/server";

import { BRAND_THEMES, THEMES } from "@/lib/site/themes";

const SWATCHES = [
  { key: "surface", className: "bg-theme-surface" },
  { key: "accent", className: "bg-theme-accent" },
  { key: "highlight", className: "bg-theme-highlight" },
  { key: "strong", className: "bg-theme-strong" },
] as const;

/** Every theme with its colours and a line of text, so contrast can be judged at a glance. */
export async function ThemeSwatches() {
  const t = await getTranslations("StyleGuide");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {THEMES.map((theme) => (
        <li key={theme} data-theme={theme} className="rounded-lg border border-theme-border p-5">
          <p className="flex items-center justify-between gap-2 font-mono font-semibold">
            {theme}
            {BRAND_THEMES.includes(theme) ? (
              <span className="rounded bg-theme-surface px-2 py-0.5 font-sans text-xs text-theme-muted">
                {t("brandTheme")}
              </span>
            ) : null}
          </p>
          <ul className="mt-3 flex gap-2">
            {SWATCHES.map((swatch) => (
              <li key={swatch.key} className="text-center text-xs text-theme-muted">
                <span
                  className={`block size-10 rounded border border-theme-border ${swatch.className}`}
                />
                {t(`swatches.${swatch.key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-theme-muted">{t("swatchText")}</p>
          <p className="mt-2 rounded bg-theme-strong px-3 py-2 text-sm text-theme-on-strong">
            {t("swatchStrongText")}
          </p>
        </li>
      ))}
    </ul>
  );
}
