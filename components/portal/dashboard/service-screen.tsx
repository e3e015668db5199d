"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import type { ServiceId } from "@/lib/portal/service-status";
import { ownAccessAction } from "@/lib/portal/own-access";
import { serviceTarget } from "@/lib/portal/service-targets";
import { usePortalSession } from "@/stores/portal-session";

import { OwnAccessButton } from "../account/own-access-button";
import { type OwnAccessOutcome, OwnAccessOutcomeMessage } from "../account/own-access-outcome";
import { PortalBackLink } from "../portal-back-link";
import { usePortalContext } from "../session/portal-context";

const EXTERNAL_LINK_CLASS =
  "inline-block rounded bg-theme-accent px-4 py-2 font-semibold text-theme-on-accent hover:bg-theme-accent-hover";

/**
 * A service's portal page. A user with access to an application of its own gets the way there;
 * a service whose screens are still to come says so; a user without the role sees "no access"
 * and why (and the direct service's registration, where configured), never the service.
 */
export function ServiceScreen({ service }: { service: ServiceId }) {
  const t = useTranslations("Portal");
  const { serviceUrls } = usePortalContext();
  const user = usePortalSession((state) => state.user);
  const [outcome, setOutcome] = useState<OwnAccessOutcome | null>(null);
  if (!user) return null;
  const status = user.services[service];
  const name = t(`service.${service}`);
  const target = serviceTarget(service, status, serviceUrls);
  const ownAction = target.kind === "portal" ? ownAccessAction(service, status) : null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{name}</h1>
      {status === "active" ? (
        target.kind === "external" ? (
          <div className="space-y-4">
            <p>{t("externalApp", { service: name })}</p>
            <a href={target.url} className={EXTERNAL_LINK_CLASS}>
              {t("openExternalApp", { service: name })}
            </a>
          </div>
        ) : (
          // Only the external applications land here: every portal service has screens of its own.
          <p>{t("externalAppNotConfigured", { service: name })}</p>
        )
      ) : (
        <div role="alert" className="space-y-3 rounded border-l-4 border-amber-600 bg-amber-50 p-4">
          <h2 className="font-bold">{t("noAccess")}</h2>
          <p>{t(`statusExplanation.${status}`)}</p>
          {ownAction ? (
            <OwnAccessButton
              service={service}
              action={ownAction}
              label={t(`action.${status}`)}
              onOutcome={setOutcome}
            />
          ) : target.kind === "external" ? (
            <a href={target.url} className={EXTERNAL_LINK_CLASS}>
              {t(`action.${status}`)}
            </a>
          ) : null}
        </div>
      )}
      <OwnAccessOutcomeMessage outcome={outcome} />
      <PortalBackLink>{t("backToDashboard")}</PortalBackLink>
    </div>
  );
}
