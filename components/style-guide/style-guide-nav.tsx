"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";

import { STYLE_GUIDE_PAGES } from "./style-guide-pages";

export function StyleGuideNav() {
  const t = useTranslations("StyleGuide");
  const pathname = usePathname();
  return (
    <nav aria-label={t("navigation")}>
      <ul className="flex flex-wrap gap-1 text-sm">
        {STYLE_GUIDE_PAGES.map((page) => {
          const isCurrent = pathname === page.href;
          return (
            <li key={page.key}>
              <AppLink
                href={page.href}
                aria-current={isCurrent ? "page" : undefined}
                className={`block rounded px-3 py-2 font-semibold ${isCurrent ? "bg-navy-900 text-white" : "hover:bg-steel-50"}`}
              >
                {t(`pages.${page.key}`)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
