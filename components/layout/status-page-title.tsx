"use client";

import { useTranslations } from "next-intl";

import { useSiteTrail } from "./site-trail-provider";

/**
 * The document title of the 404 page (its title) and the error page (its breadcrumb title, spec
 * 000 §2), with the brand suffix. These pages have no metadata of their own, and an error boundary
 * cannot have any; React moves a rendered <title> into the head.
 */
export function StatusPageTitle({ status }: { status: "not-found" | "error" }) {
  const site = useSiteTrail();
  const tNotFound = useTranslations("NotFound");
  const tError = useTranslations("ErrorPage");
  const tLayout = useTranslations("Layout");
  const title = status === "not-found" ? tNotFound("title") : tError("breadcrumb");
  return <title>{site ? tLayout("brandSuffix", { title, brand: site.brand }) : title}</title>;
}
