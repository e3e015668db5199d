import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import type { STYLE_GUIDE_PAGES } from "./style-guide-pages";

type PageKey = (typeof STYLE_GUIDE_PAGES)[number]["key"];

/** A style guide page's title; the layout adds the suffix. */
export async function styleGuideMetadata(key: PageKey): Promise<Metadata> {
  const t = await getTranslations({ locale: "en", namespace: "StyleGuide" });
  return { title: t(`pages.${key}`) };
}
