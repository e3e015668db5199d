"use client";

import { useLocale } from "next-intl";

import { sisCodeFor } from "@/lib/site/derive-locale";

/** The PIM's locale (a service-system code, spec 001 §3) of the page's language. */
export function usePimLocale(): string {
  return sisCodeFor(useLocale());
}
