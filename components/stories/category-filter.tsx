import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";

const CHIP = "inline-block rounded-full border px-4 py-1.5 text-sm font-semibold";
const ACTIVE = `${CHIP} border-navy-900 bg-navy-900 text-white`;
const INACTIVE = `${CHIP} border-steel-200 text-navy-900 hover:border-navy-900`;

/** The story categories as links; the chosen one is marked as current. */
export async function CategoryFilter({
  categories,
  current,
  hrefFor,
}: {
  categories: Array<{ name: string; slug: string }>;
  current: string | null;
  hrefFor: (category: string | null) => string;
}) {
  const t = await getTranslations("Stories");
  return (
    <nav aria-label={t("filterLabel")} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <AppLink
            href={hrefFor(null)}
            aria-current={current === null ? "page" : undefined}
            className={current === null ? ACTIVE : INACTIVE}
          >
            {t("allCategories")}
          </AppLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <AppLink
              href={hrefFor(category.slug)}
              aria-current={current === category.slug ? "page" : undefined}
              className={current === category.slug ? ACTIVE : INACTIVE}
            >
              {category.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
