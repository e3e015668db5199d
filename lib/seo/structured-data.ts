import type { BreadcrumbEntry } from "@/lib/navigation/build-breadcrumbs";

/** schema.org Organization: who publishes the site. */
export function organizationJsonLd(organization: { name: string; url: string; logo: string }) {
  return { "@context": "https://schema.org", "@type": "Organization", ...organization };
}

/** schema.org BreadcrumbList of a trail; routes become absolute URLs on the site's origin. */
export function breadcrumbListJsonLd(trail: BreadcrumbEntry[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.title,
      item: new URL(entry.route, origin).href,
    })),
  };
}
