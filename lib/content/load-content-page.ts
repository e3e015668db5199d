import "server-only";

import { notFound } from "next/navigation";

import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { resolveContentPage } from "./resolve-content-page";

/**
 * A page of the CMS (the home page included) at a path of the site's navigation, with its site
 * context. proxy.ts rewrites only to pages it found, so a miss here is Next's 404.
 */
export async function loadContentPage(siteSegment: string, localeCode: string, path: string[]) {
  const context = await getSiteContextForSegment(siteSegment, localeCode);
  if (!context) notFound();
  const match = await resolveContentPage(context, path);
  if (!match) notFound();
  return { context, ...match };
}
