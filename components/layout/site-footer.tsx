import { getTranslations } from "next-intl/server";

import { SmartLink } from "@/components/ui/smart-link";
import { type LinkContext, type ResolvedLink, resolveLink } from "@/lib/navigation/resolve-link";
import type { Navigation } from "@/lib/navigation/types";
import { type SiteTheme, themeOrDefault } from "@/lib/site/themes";

import { navigationItemLink } from "./navigation-item-link";

interface SiteFooterProps {
  brand: string;
  navigation: Navigation;
  linkContext: LinkContext;
  /** Overrides the footer navigation's theme (spec 000 §3 Footer). */
  theme?: SiteTheme;
  /** Overrides the footer navigation's contact link. */
  contactLink?: ResolvedLink | null;
}

export async function SiteFooter({
  brand,
  navigation,
  linkContext,
  theme,
  contactLink,
}: SiteFooterProps) {
  const t = await getTranslations("Layout");
  const contact = contactLink ?? resolveLink(navigation.contactLink, linkContext);
  const onStrongFocus = "focus-visible:outline-theme-on-strong";
  return (
    <footer
      data-theme={theme ?? themeOrDefault(navigation.theme)}
      className="mt-16 bg-theme-strong text-theme-on-strong"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-2xl font-extrabold">
            {brand}
            <span aria-hidden="true" className="text-theme-on-strong-muted">
              .
            </span>
          </p>
          {contact ? (
            <SmartLink
              link={contact}
              className={`mt-4 inline-block rounded bg-theme-on-strong px-4 py-2 font-semibold text-theme-strong hover:bg-theme-on-strong-muted ${onStrongFocus}`}
            >
              {t("contactLink")}
            </SmartLink>
          ) : null}
        </div>
        <nav
          aria-label={t("footerNavigation")}
          className="grid grid-cols-1 gap-8 sm:grid-cols-3 md:col-span-3"
        >
          {navigation.items.map((column) => (
            <div key={column.id}>
              <h2 className="text-sm font-bold tracking-wider text-theme-on-strong-muted uppercase">
                {column.title}
              </h2>
              <ul className="mt-3 space-y-2">
                {column.items.map((item) => {
                  const link = navigationItemLink(item, linkContext);
                  return link ? (
                    <li key={item.id}>
                      <SmartLink link={link} className={`hover:underline ${onStrongFocus}`}>
                        {item.title}
                      </SmartLink>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-theme-on-strong-muted sm:px-6">
          <p>{t("copyright", { year: new Date().getFullYear(), brand })}</p>
          {navigation.sections.map((section) => (
            <ul key={section.id} aria-label={section.title} className="flex gap-4">
              {section.links.map((raw) => {
                const link = resolveLink(raw, linkContext);
                return link ? (
                  <li key={raw.id}>
                    <SmartLink
                      link={link}
                      newTab
                      newTabHint={t("opensInNewTab")}
                      className={`hover:text-theme-on-strong hover:underline ${onStrongFocus}`}
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ) : null;
              })}
            </ul>
          ))}
        </div>
      </div>
    </footer>
  );
}
