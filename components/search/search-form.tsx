import { getTranslations } from "next-intl/server";

import { buttonClasses } from "@/components/ui/button-classes";
import { Icon } from "@/components/ui/icon";
import { MAX_QUERY_LENGTH } from "@/lib/search/search-limits";

/** The results page's own search field: a plain GET form, so it works before any script runs. */
export async function SearchForm({ action, query }: { action: string; query: string }) {
  const t = await getTranslations("Search");
  return (
    <form action={action} method="get" role="search" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="search-page-query" className="font-semibold">
          {t("formLabel")}
        </label>
        <input
          id="search-page-query"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t("placeholder")}
          // Longer queries are refused; the field says so before the server has to.
          maxLength={MAX_QUERY_LENGTH * 2}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded border-2 border-theme-border bg-theme-bg px-4 py-3 text-lg focus-visible:border-theme-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent"
        />
      </div>
      <button type="submit" className={buttonClasses("primary")}>
        <Icon name="search" size={16} />
        {t("submit")}
      </button>
    </form>
  );
}
