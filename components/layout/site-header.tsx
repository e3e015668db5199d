import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";
import { SmartLink } from "@/components/ui/smart-link";
import type { LinkContext } from "@/lib/navigation/resolve-link";
import type { NavigationItem } from "@/lib/navigation/types";
import type { LanguageOption } from "@/lib/site/language-options";

import { LanguageSwitcher } from "./language-switcher";
import { navigationItemLink } from "./navigation-item-link";

interface SiteHeaderProps {
  brand: string;
  homeHref: string;
  items: NavigationItem[];
  linkContext: LinkContext;
  languages: LanguageOption[];
  currentLanguage: string;
}

export async function SiteHeader({
  brand,
  homeHref,
  items,
  linkContext,
  languages,
  currentLanguage,
}: SiteHeaderProps) {
  const t = await getTranslations("Layout");
  // The home item is reached through the logo.
  const menu = items.filter((item) => item.unlocalizedUrl !== "/");
  return (
    <header className="border-b border-steel-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <AppLink
          href={homeHref}
          className="text-2xl font-extrabold tracking-tight text-navy-900"
          aria-label={t("homeLinkLabel", { brand })}
        >
          {brand}
          <span className="text-copper-500">.</span>
        </AppLink>
        <LanguageSwitcher
          label={t("languageSwitcher")}
          options={languages}
          currentLanguage={currentLanguage}
        />
      </div>
      <nav aria-label={t("mainNavigation")} className="bg-navy-900 text-white">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-2 px-2 sm:px-4">
          {menu.map((item) => {
            const link = navigationItemLink(item, linkContext);
            return (
              <li key={item.id} className="group relative">
                {link ? (
                  <SmartLink
                    link={link}
                    newTab={item.target === "Blank"}
                    newTabHint={t("opensInNewTab")}
                    className="block px-3 py-3 font-semibold hover:bg-navy-800"
                  >
                    {item.title}
                  </SmartLink>
                ) : (
                  <span className="block px-3 py-3 font-semibold">{item.title}</span>
                )}
                {item.items.length > 0 ? (
                  <SubMenu
                    items={item.items}
                    linkContext={linkContext}
                    newTabHint={t("opensInNewTab")}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

function SubMenu({
  items,
  linkContext,
  newTabHint,
}: {
  items: NavigationItem[];
  linkContext: LinkContext;
  newTabHint: string;
}) {
  return (
    <ul className="invisible absolute top-full left-0 z-20 min-w-64 border border-steel-200 bg-white py-2 text-navy-900 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
      {items.map((child) => {
        const link = navigationItemLink(child, linkContext);
        return (
          <li key={child.id}>
            {link ? (
              <SmartLink
                link={link}
                newTab={child.target === "Blank"}
                newTabHint={newTabHint}
                className="block px-4 py-2 hover:bg-steel-50"
              >
                {child.title}
              </SmartLink>
            ) : null}
            {child.items.length > 0 ? (
              <ul className="pb-1">
                {child.items.map((grandchild) => {
                  const grandchildLink = navigationItemLink(grandchild, linkContext);
                  return grandchildLink ? (
                    <li key={grandchild.id}>
                      <SmartLink
                        link={grandchildLink}
                        className="block py-1.5 pr-4 pl-8 text-sm text-steel-700 hover:bg-steel-50"
                      >
                        {grandchild.title}
                      </SmartLink>
                    </li>
                  ) : null;
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
