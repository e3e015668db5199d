"use client";

import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";

import { AppLink } from "@/components/ui/app-link";
import {
  EMPTY_LOCATION_QUERY,
  type FilterOption,
  filterLocations,
  hasLocationFilter,
  type LocationEntry,
  type LocationQuery,
} from "@/lib/content/locations/location-filters";

import { LocationCard } from "./location-card";
import { LocationFilterForm } from "./location-filter-form";
import { LocationsMap } from "./locations-map";
import { useLocationUrlState } from "./use-location-url-state";

/**
 * Filters, map and list of the locations. The server renders it for the address's filters (so
 * it works without script); in the browser the same rules filter as the visitor chooses.
 */
export function LocationFinder({
  locations,
  brands,
  countries,
  initialQuery,
  path,
}: {
  locations: LocationEntry[];
  brands: FilterOption[];
  countries: FilterOption[];
  initialQuery: LocationQuery;
  /** The page's own address, without a query: the form's target and the reset link. */
  path: string;
}) {
  const t = useTranslations("Locations");
  const { query, filters, choose, type } = useLocationUrlState(initialQuery, path);
  const shown = filterLocations(locations, filters);

  function reset(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    choose(EMPTY_LOCATION_QUERY);
  }

  // Both ways back to every location: a plain link without script, the filters cleared in place.
  const resetLink = (text: string, placement: string) => (
    <AppLink
      href={path}
      onClick={reset}
      className={`${placement} font-semibold text-theme-link underline`}
    >
      {text}
    </AppLink>
  );

  return (
    <>
      <LocationFilterForm
        action={path}
        query={query}
        brands={brands}
        countries={countries}
        onChoose={choose}
        onType={type}
      />
      <div className="mt-6 flex flex-wrap items-baseline gap-x-6 gap-y-2">
        <p role="status" className="text-sm text-steel-700" data-testid="location-count">
          {t("count", { count: shown.length })}
        </p>
        {hasLocationFilter(filters) && shown.length > 0 ? resetLink(t("reset"), "text-sm") : null}
      </div>
      {shown.length === 0 ? (
        <div className="mt-6 rounded-lg bg-steel-50 p-8 text-center">
          <p className="text-lg text-steel-700">{t("empty")}</p>
          {resetLink(t("showAll"), "mt-4 inline-block")}
        </div>
      ) : (
        <>
          <LocationsMap locations={shown} />
          <ul aria-label={t("resultsLabel")} className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
            {shown.map((location) => (
              <li key={location.id}>
                <LocationCard location={location} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
