import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";

import { LazyLocationFinder } from "@/components/locations/lazy-location-finder";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { locationFilterOptions } from "@/lib/content/locations/location-filters";
import { messagesFor } from "@/lib/i18n/messages";
import { warnOnce } from "@/lib/log/logger";

import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type LocationsModuleProps = Extract<ModuleFieldsFragment, { __typename: "LocationsModule" }>;

/**
 * Every Location of the content system, filtered by the page's query (brand, type, country,
 * region, q; lib/content/locations/location-filters.ts), as the route loaded them
 * (lib/content/locations/load-location-list.ts).
 */
export async function LocationsModule({
  module,
  context,
}: {
  module: LocationsModuleProps;
  context: ModuleContext;
}) {
  const locationList = context.page?.data.locationList;
  if (!context.page || !locationList) {
    warnOnce("modules", "LocationsModule", "LocationsModule is shown on content pages only");
    return null;
  }
  const { entries: locations, query } = locationList;
  const t = await getTranslations("Locations");
  const language = context.language;
  const messages = messagesFor(language);
  return (
    <ModuleSection title={module.title} isFirst={context.isFirst} className="max-w-7xl py-12">
      {module.text ? <p className="mt-2 max-w-3xl text-steel-700">{module.text}</p> : null}
      {locations === null ? (
        <p role="status" className="mt-6 rounded-lg bg-steel-50 p-8 text-steel-700">
          {t("unavailable")}
        </p>
      ) : (
        // Only a page with this module carries the Locations texts to the browser; the finder
        // reads no other namespace.
        <NextIntlClientProvider locale={language} messages={{ Locations: messages.Locations }}>
          <LazyLocationFinder
            locations={locations}
            {...locationFilterOptions(locations, language)}
            initialQuery={query}
            path={context.page.path}
          />
        </NextIntlClientProvider>
      )}
    </ModuleSection>
  );
}
