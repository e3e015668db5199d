import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { capabilityRoute } from "@/lib/catalogue/catalogue-path";
import type { Capability } from "@/lib/catalogue/types";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";

import { CatalogueSection } from "./catalogue-section";

/** The product's capabilities, each linking to the page listing every product that has it. */
export function ProductCapabilities({
  capabilities,
  prefix,
}: {
  capabilities: Capability[];
  prefix: PathPrefix;
}) {
  const t = useTranslations("Catalogue");
  if (capabilities.length === 0) return null;
  return (
    <CatalogueSection id="capabilities" title={t("capabilities")}>
      <ul className="flex flex-wrap gap-2">
        {capabilities.map((capability) => (
          <li key={capability.id}>
            <AppLink
              href={localizePath(capabilityRoute(capability.slug), prefix)}
              className="inline-block rounded-full border border-steel-200 px-3 py-1 text-sm font-semibold text-navy-900 hover:underline"
            >
              {capability.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </CatalogueSection>
  );
}
