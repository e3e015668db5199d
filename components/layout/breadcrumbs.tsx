import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import type { BreadcrumbEntry } from "@/lib/navigation/build-breadcrumbs";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`size-4 shrink-0 text-steel-500 ${direction === "left" ? "rotate-180" : ""}`}
    >
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * A page's trail (spec 000 §2): the home item is announced but not shown; small screens get only
 * a back link to the previous entry. As in the WAI-ARIA breadcrumb pattern, every entry is a link
 * and the last one, the current page, says so with aria-current.
 */
export function Breadcrumbs({ trail }: { trail: BreadcrumbEntry[] }) {
  const t = useTranslations("Breadcrumbs");
  const previous = trail[trail.length - 2];
  if (!previous) return null;
  return (
    <nav aria-label={t("label")} className="mx-auto max-w-7xl px-4 pt-6 text-sm sm:px-6">
      <AppLink
        href={previous.route}
        className="inline-flex items-center gap-1 font-semibold text-navy-900 hover:underline sm:hidden"
      >
        <Chevron direction="left" />
        {t("backTo", { title: previous.title })}
      </AppLink>
      <ol className="hidden flex-wrap items-center gap-1 sm:flex">
        {trail.map((entry, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li
              key={`${index}-${entry.route}`}
              className={index === 0 ? "sr-only" : "flex items-center gap-1"}
            >
              {index > 1 ? <Chevron direction="right" /> : null}
              <AppLink
                href={entry.route}
                aria-current={isCurrent ? "page" : undefined}
                className={
                  isCurrent
                    ? "font-semibold text-navy-900"
                    : "text-steel-700 hover:text-navy-900 hover:underline"
                }
              >
                {entry.title}
              </AppLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
