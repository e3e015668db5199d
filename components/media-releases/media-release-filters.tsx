import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button-classes";
import type { MediaReleaseListQuery } from "@/lib/content/media-releases/media-release-list-query";

const SELECT =
  "mt-1 block w-full rounded border border-steel-500 bg-white px-3 py-2 text-navy-900 focus-visible:outline-2 focus-visible:outline-theme-accent";

/**
 * Spec 001 §2 media-release filters, as a GET form: the chosen filters become the list's URL,
 * which can be shared, and the form works without JavaScript.
 */
export async function MediaReleaseFilters({
  action,
  query,
  years,
}: {
  action: string;
  query: MediaReleaseListQuery;
  years: number[];
}) {
  const t = await getTranslations("MediaReleases");
  return (
    <form
      action={action}
      method="get"
      aria-label={t("filtersLabel")}
      className="mt-8 flex flex-wrap items-end gap-4 rounded-lg bg-steel-50 p-5"
    >
      <label className="min-w-48 text-sm font-semibold">
        {t("typeLabel")}
        <select
          name="adhoc"
          defaultValue={query.adhoc === null ? "" : String(query.adhoc)}
          className={SELECT}
        >
          <option value="">{t("allTypes")}</option>
          <option value="true">{t("adhocOnly")}</option>
          <option value="false">{t("otherOnly")}</option>
        </select>
      </label>
      <label className="min-w-48 text-sm font-semibold">
        {t("periodLabel")}
        <select
          name="year"
          defaultValue={query.year === null ? "" : String(query.year)}
          className={SELECT}
        >
          <option value="">{t("allYears")}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses("primary")}>
        {t("apply")}
      </button>
      {query.adhoc !== null || query.year !== null ? (
        <AppLink href={action} className="py-3 font-semibold text-theme-link underline">
          {t("reset")}
        </AppLink>
      ) : null}
    </form>
  );
}
