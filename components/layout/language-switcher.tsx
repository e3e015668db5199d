"use client";

import { usePathname } from "next/navigation";

import { type LanguageOption, switchLocaleInPath } from "@/lib/site/language-options";

interface LanguageSwitcherProps {
  label: string;
  options: LanguageOption[];
  currentLanguage: string;
}

/** Links to the current page in each language of the site. */
export function LanguageSwitcher({ label, options, currentLanguage }: LanguageSwitcherProps) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {options.map((option) => {
          const isCurrent = option.language === currentLanguage;
          const href = switchLocaleInPath(pathname, option.urlCode);
          return (
            <li key={option.language}>
              <a
                href={href}
                hrefLang={option.language}
                lang={option.language}
                title={option.name}
                aria-current={isCurrent ? "true" : undefined}
                className={`block rounded px-2 py-1 font-semibold uppercase ${isCurrent ? "bg-theme-accent text-theme-on-accent" : "hover:bg-theme-surface"}`}
              >
                <span aria-hidden="true">{option.language}</span>
                <span className="sr-only">{option.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
