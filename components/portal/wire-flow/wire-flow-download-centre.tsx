"use client";

import { useTranslations } from "next-intl";

import { messageOf, PortalError } from "../portal-error";
import { PortalLoading } from "../portal-loading";
import { useWireFlowReleases } from "./use-wire-flow-api";
import { WireFlowReleaseCard } from "./wire-flow-release-card";

/** The on-premises installers, newest first, each with what changed and its checksum. */
export function WireFlowDownloadCentre() {
  const t = useTranslations("WireFlow");
  const releases = useWireFlowReleases();
  return (
    <section aria-labelledby="wire-flow-releases-heading" className="space-y-4">
      <p>{t("intro")}</p>
      <h2 id="wire-flow-releases-heading" className="text-2xl font-bold">
        {t("releasesHeading")}
      </h2>
      {releases.isPending ? (
        <PortalLoading text={t("loading")} />
      ) : releases.isError ? (
        <PortalError details={messageOf(releases.error)} />
      ) : releases.data.length === 0 ? (
        <p>{t("noReleases")}</p>
      ) : (
        <ol className="space-y-4">
          {releases.data.map((release, index) => (
            <li key={release.id}>
              <WireFlowReleaseCard release={release} isLatest={index === 0} />
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm text-steel-700">{t("verifyHint")}</p>
    </section>
  );
}
