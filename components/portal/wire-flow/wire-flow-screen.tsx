"use client";

import { useTranslations } from "next-intl";

import { usePortalSession } from "@/stores/portal-session";

import { PortalBackLink } from "../portal-back-link";
import { WireFlowCloud } from "./wire-flow-cloud";
import { WireFlowDownloadCentre } from "./wire-flow-download-centre";

/**
 * /mykomax/wire-flow for an active user: on premises (spec 001 §6 `kmx_artemis_onpremuser`) the
 * installers to download, in the cloud the link to the cloud application.
 */
export function WireFlowScreen() {
  const t = useTranslations("WireFlow");
  const portal = useTranslations("Portal");
  const userType = usePortalSession((state) => state.user?.wireFlowUserType);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">
        {userType === "onprem" ? t("downloadCentreTitle") : t("cloudTitle")}
      </h1>
      {userType === "onprem" ? <WireFlowDownloadCentre /> : <WireFlowCloud />}
      <PortalBackLink>{portal("backToDashboard")}</PortalBackLink>
    </div>
  );
}
