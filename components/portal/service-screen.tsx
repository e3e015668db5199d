"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import type { ServiceId } from "@/lib/portal/service-status";
import { usePortalSession } from "@/stores/portal-session";

import { usePortalContext } from "./portal-context";

/**
 * A service's portal page. Its screens come with the next portal issue; until then it says so to
 * a user with access, and a user without the role sees "no access" and why, never the service.
 */
export function ServiceScreen({ service }: { service: ServiceId }) {
  const t = useTranslations("Portal");
  const { portalHref } = usePortalContext();
  const user = usePortalSession((state) => state.user);
  if (!user) return null;
  const status = user.services[service];
  const name = t(`service.${service}`);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{name}</h1>
      {status === "active" ? (
        <div className="space-y-2">
          <p>{t("releaseNotice", { service: name })}</p>
          {service === "wireFlow" ? <p>{t(`wireFlowUserType.${user.wireFlowUserType}`)}</p> : null}
        </div>
      ) : (
        <div role="alert" className="rounded border-l-4 border-amber-600 bg-amber-50 p-4">
          <h2 className="font-bold">{t("noAccess")}</h2>
          <p>{t(`statusExplanation.${status}`)}</p>
        </div>
      )}
      <AppLink href={portalHref} className="inline-block font-semibold text-theme-accent underline">
        {t("backToDashboard")}
      </AppLink>
    </div>
  );
}
