"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

import { Icon } from "@/components/ui/icon";
import { useDisclosure } from "@/components/ui/use-disclosure";
import type { CountryOption } from "@/lib/site/country-options";
import { switchLocaleInPath } from "@/lib/site/language-options";

interface CountrySwitcherProps {
  options: CountryOption[];
  /** The current country's code, "ALL" when international. */
  currentCode: string;
}

/** Links to the current page in the same language for each country of the site. */
export function CountrySwitcher({ options, currentCode }: CountrySwitcherProps) {
  const t = useTranslations("Header");
  const pathname = usePathname();
  const { isOpen, containerProps, buttonProps, panelProps } = useDisclosure({
    closeOnFocusOut: true,
  });
  if (options.length < 2) return null;
  const nameOf = (option: CountryOption) =>
    option.isInternational ? t("international") : option.name;
  const current = options.find((option) => option.code === currentCode) ?? options[0];

  return (
    <div {...containerProps} className="relative">
      <button
        {...buttonProps}
        className="inline-flex items-center gap-1.5 rounded px-2 py-1 text-sm font-semibold hover:bg-theme-surface"
      >
        <Icon name="globe" size={16} />
        <span className="sr-only">{t("country")}: </span>
        {current ? nameOf(current) : null}
        <Icon name="chevron-down" size={16} className={isOpen ? "rotate-180" : ""} />
      </button>
      <ul
        {...panelProps}
        aria-label={t("chooseCountry")}
        className="absolute right-0 z-40 mt-1 max-h-80 w-64 overflow-y-auto rounded border border-theme-border bg-theme-bg py-1 text-theme-fg shadow-lg"
      >
        {options.map((option) => {
          const isCurrent = option.code === current?.code;
          return (
            <li key={option.code}>
              <a
                href={switchLocaleInPath(pathname, option.urlCode)}
                aria-current={isCurrent ? "true" : undefined}
                className={`flex items-center justify-between px-4 py-2 hover:bg-theme-surface ${isCurrent ? "font-semibold" : ""}`}
              >
                {nameOf(option)}
                {isCurrent ? <Icon name="success" size={16} /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
