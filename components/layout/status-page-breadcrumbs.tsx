"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

import { buildBreadcrumbs } from "@/lib/navigation/build-breadcrumbs";

import { Breadcrumbs } from "./breadcrumbs";
import { useSiteTrail } from "./site-trail-provider";

/**
 * The trails of the 404 page (Home > 404) and the error page (Home > its title: the content
 * system's when given, else the built-in one).
 */
export function StatusPageBreadcrumbs({
  status,
  title,
}: {
  status: "not-found" | "error";
  title?: string;
}) {
  const context = useSiteTrail();
  const pathname = usePathname();
  const tNotFound = useTranslations("NotFound");
  const tError = useTranslations("ErrorPage");
  if (!context) return null;
  const source =
    status === "not-found"
      ? ({ kind: "not-found", title: tNotFound("breadcrumb") } as const)
      : ({ kind: "error", title: title ?? tError("breadcrumb"), route: pathname } as const);
  return <Breadcrumbs trail={buildBreadcrumbs(source, context)} />;
}
