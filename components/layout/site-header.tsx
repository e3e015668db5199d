import { getTranslations } from "next-intl/server";

import { UserMenu } from "@/components/portal/session/user-menu";
import { HeaderSearch } from "@/components/search/header-search";
import { AppLink } from "@/components/ui/app-link";
import { walkNavigation } from "@/lib/navigation/find-navigation-item";
import type { Section } from "@/lib/navigation/get-sections";
import type { LinkContext } from "@/lib/navigation/resolve-link";
import type { NavigationItem } from "@/lib/navigation/types";
import { localizePath } from "@/lib/navigation/localize-path";
import { identitySettings } from "@/lib/portal/server-identity-settings";
import type { CountryOption } from "@/lib/site/country-options";
import type { LanguageOption } from "@/lib/site/language-options";
import { DEFAULT_THEME, type SiteTheme } from "@/lib/site/themes";

import { CountrySwitcher } from "./country-switcher";
import { DesktopNavigation } from "./desktop-navigation";
import { LanguageSwitcher } from "./language-switcher";
import { menuEntries } from "./menu-entries";
import { MobileMenu } from "./mobile-menu";

interface SiteHeaderProps {
  brand: string;
  homeHref: string;
  searchHref: string;
  items: NavigationItem[];
  linkContext: LinkContext;
  languages: LanguageOption[];
  currentLanguage: string;
  countries: CountryOption[];
  /** The current country's code, "ALL" when international. */
  currentCountry: string;
  /**
   * The header's own theme. A page's header options (spec 000 §3) are not known to the layout:
   * the page's <article> carries them and app/globals.css applies them to [data-site-header].
   */
  theme?: SiteTheme;
}

/** The sections the menu items show, by id; they come with the navigation. */
function menuSections(items: NavigationItem[]): Map<string, Section> {
  const sections = new Map<string, Section>();
  for (const item of walkNavigation(items)) {
    for (const section of item.sections) sections.set(section.id, section);
  }
  return sections;
}

/** The user menu's portal pages (spec 001 §2) on this site, in this locale. */
function userMenuLinks(linkContext: LinkContext) {
  const portal = (below: string) => localizePath(`/mykomax${below}`, linkContext);
  return {
    dashboard: portal(""),
    account: portal("/account"),
    serviceTickets: portal("/tickets/list"),
    directService: portal("/apps/direct-service"),
    logout: portal("/logout"),
  };
}

export async function SiteHeader({
  brand,
  homeHref,
  searchHref,
  items,
  linkContext,
  languages,
  currentLanguage,
  countries,
  currentCountry,
  theme = DEFAULT_THEME,
}: SiteHeaderProps) {
  const t = await getTranslations("Layout");
  // The home item is reached through the logo.
  const menuItems = items.filter((item) => item.unlocalizedUrl !== "/");
  const entries = menuEntries(menuItems, linkContext, menuSections(menuItems));
  const switchers = (
    <>
      <LanguageSwitcher
        label={t("languageSwitcher")}
        options={languages}
        currentLanguage={currentLanguage}
      />
      <CountrySwitcher options={countries} currentCode={currentCountry} />
    </>
  );
  return (
    <header data-site-header data-theme={theme} className="relative border-b border-theme-border">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        <AppLink
          href={homeHref}
          className="text-2xl font-extrabold tracking-tight"
          aria-label={t("homeLinkLabel", { brand })}
        >
          {brand}
          <span className="text-theme-highlight">.</span>
        </AppLink>
        <div className="flex items-center gap-1 sm:gap-3">
          <HeaderSearch
            searchHref={searchHref}
            localeCode={linkContext.localeUrlCode}
            siteSlug={linkContext.siteSlug ?? ""}
          />
          <UserMenu
            identity={identitySettings()}
            localeUrlCode={linkContext.localeUrlCode}
            links={userMenuLinks(linkContext)}
          />
          <div className="hidden items-center gap-3 lg:flex">{switchers}</div>
          <MobileMenu entries={entries}>{switchers}</MobileMenu>
        </div>
      </div>
      <DesktopNavigation
        label={t("mainNavigation")}
        entries={entries}
        newTabHint={t("opensInNewTab")}
      />
    </header>
  );
}
