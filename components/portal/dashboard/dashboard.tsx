"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { SERVICE_IDS } from "@/lib/portal/service-status";
import { serviceTarget } from "@/lib/portal/service-targets";
import { usePortalSession } from "@/stores/portal-session";

import { CompanyLine } from "./company-line";
import { type OwnAccessOutcome, OwnAccessOutcomeMessage } from "../account/own-access-outcome";
import { portalLink, usePortalContext } from "../session/portal-context";
import { ServiceTile } from "./service-tile";

/** The dashboard of services (spec 001 §2): every service with the signed-in user's status. */
export function Dashboard() {
  const t = useTranslations("Portal");
  const context = usePortalContext();
  const user = usePortalSession((state) => state.user);
  const [outcome, setOutcome] = useState<OwnAccessOutcome | null>(null);
  if (!user) return null;
  return (
    <div className="space-y-8">
      <div>
        <p className="text-xl font-semibold">{t("welcome", { name: user.fullName })}</p>
        <CompanyLine />
        <p>{t("intro")}</p>
      </div>
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="mb-4 text-2xl font-bold">
          {t("servicesHeading")}
        </h2>
        <div className="mb-4 empty:hidden">
          <OwnAccessOutcomeMessage outcome={outcome} />
        </div>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_IDS.map((service) => (
            <li key={service}>
              <ServiceTile
                service={service}
                status={user.services[service]}
                target={serviceTarget(service, user.services[service], context.serviceUrls)}
                linkBelowPortal={(below) => portalLink(context, below)}
                wireFlowUserType={service === "wireFlow" ? user.wireFlowUserType : undefined}
                onOwnAccessOutcome={setOutcome}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
