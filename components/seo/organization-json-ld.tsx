import { config } from "@/lib/config";
import { publicBase, publicUrl } from "@/lib/seo/public-url";
import { organizationJsonLd } from "@/lib/seo/structured-data";
import type { SiteContext } from "@/lib/site-context/get-site-context";

import { JsonLd } from "./json-ld";

/** schema.org Organization of the company behind every site. */
export function OrganizationJsonLd({ context }: { context: SiteContext }) {
  const base = publicBase(context.site, config.siteUrl);
  return (
    <JsonLd
      data={organizationJsonLd({
        name: context.brand,
        url: publicUrl("/", context.locale.urlCode, base),
        logo: `${base.origin}/icon.svg`,
      })}
    />
  );
}
