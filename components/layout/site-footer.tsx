import { getTranslations } from "next-intl/server";

import { SmartLink } from "@/components/ui/smart-link";
import { type LinkContext, resolveLink } from "@/lib/navigation/resolve-link";
import type { Navigation } from "@/lib/navigation/types";

import { navigationItemLink } from "./navigation-item-link";

interface SiteFooterProps {
  brand: string;
  navigation: Navigation;
  linkContext: LinkContext;
}

export async function SiteFooter({ brand, navigation, linkContext }: SiteFooterProps) {
  const t = await getTranslations("Layout");
  const contact = resolveLink(navigation.contactLink, linkContext);
  return (
    <footer className="mt-16 bg-navy-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-2xl font-extrabold">
            {brand}
            <span className="text-copper-500">.</span>
          </p>
          {contact ? (
            <SmartLink
              link={contact}
              className="mt-4 inline-block rounded bg-copper-500 px-4 py-2 font-semibold text-white hover:bg-copper-600"
            >
              {t("contactLink")}
            </SmartLink>
          ) : null}
        </div>
        <nav aria-label={t("footerNavigation")} className="grid gap-8 sm:grid-cols-3 md:col-span-3">
          {navigation.items.map((column) => (
            <div key={column.id}>
              <h2 className="text-sm font-bold tracking-wider text-copper-100 uppercase">
                {column.title}
              </h2>
              <ul className="mt-3 space-y-2">
                {column.items.map((item) => {
                  const link = navigationItemLink(item, linkContext);
                  return link ? (
                    <li key={item.id}>
                      <SmartLink
                        link={link}
                        className="text-steel-200 hover:text-white hover:underline"
                      >
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
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-steel-200 sm:px-6">
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
                      className="hover:text-white hover:underline"
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
