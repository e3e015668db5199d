import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { type SiteTheme, THEMES } from "@/lib/site/themes";

interface ThemeSamplesProps {
  /** What the samples show, to tell the groups of one page apart. */
  sample: string;
  /** Renders the sample for one theme; ids inside should include the theme to stay unique. */
  render: (theme: SiteTheme) => ReactNode;
  className?: string;
}

/** The same sample once in every theme of spec 001 §9. */
export async function ThemeSamples({ sample, render, className }: ThemeSamplesProps) {
  const t = await getTranslations("StyleGuide");
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {THEMES.map((theme) => (
        <section
          key={theme}
          data-theme={theme}
          aria-label={t("sampleInTheme", { sample, theme })}
          className="rounded-lg border border-theme-border p-5"
        >
          <p className="mb-4 font-mono text-sm text-theme-muted">{theme}</p>
          <div className={className}>{render(theme)}</div>
        </section>
      ))}
    </div>
  );
}
