import { getTranslations } from "next-intl/server";

import type { Language } from "@/lib/site/types";

interface LanguageBannerProps {
  /** The language the visitor asked for. */
  requested: string;
  /** The language the content is shown in. */
  shown: string;
  names: Language[];
}

/** Tells the visitor that a page is shown in another language than the one they chose. */
export async function LanguageBanner({ requested, shown, names }: LanguageBannerProps) {
  const t = await getTranslations("LanguageBanner");
  const nameOf = (code: string) =>
    names.find((language) => language.code === code)?.names[requested] ?? code;
  return (
    <p role="status" className="bg-copper-100 px-4 py-3 text-center text-navy-900 sm:px-6">
      {t("unavailable", { language: nameOf(requested), contentLanguage: nameOf(shown) })}
    </p>
  );
}
