"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

import type { ServiceId } from "@/lib/portal/service-status";
import { withApplicationNames } from "@/lib/portal/user-admin/application-names";

/**
 * Names the applications of a user administration answer in the page's language, for a query's
 * `select`: the back end names them in English (issue 28).
 */
export function useApplicationNames() {
  const t = useTranslations("Portal.service");
  return useCallback(
    <D extends Parameters<typeof withApplicationNames>[0]>(data: D): D =>
      withApplicationNames(data, (service: ServiceId) => t(service)),
    [t],
  );
}
