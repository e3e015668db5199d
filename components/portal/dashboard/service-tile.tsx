"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import type { ServiceId, ServiceStatus, WireFlowUserType } from "@/lib/portal/service-status";
import { ownAccessAction } from "@/lib/portal/own-access";
import type { ServiceTarget } from "@/lib/portal/service-targets";

import { OwnAccessButton } from "../account/own-access-button";
import type { OwnAccessOutcome } from "../account/own-access-outcome";
import { StatusBadge } from "../list/status-badge";

interface ServiceTileProps {
  service: ServiceId;
  status: ServiceStatus;
  target: ServiceTarget;
  /** The portal's address of a portal target: `/en/mykomax/…`. */
  linkBelowPortal: (below: string) => string;
  wireFlowUserType?: WireFlowUserType;
  onOwnAccessOutcome: (outcome: OwnAccessOutcome) => void;
}

const ACTION_CLASS =
  "self-start font-semibold text-theme-accent underline-offset-4 hover:underline";

/** One service of the dashboard: what it is, its status for this user and what to do next. */
export function ServiceTile({
  service,
  status,
  target,
  linkBelowPortal,
  wireFlowUserType,
  onOwnAccessOutcome,
}: ServiceTileProps) {
  const t = useTranslations("Portal");
  const headingId = `service-${service}`;
  const ownAction = target.kind === "portal" ? ownAccessAction(service, status) : null;
  return (
    <article
      aria-labelledby={headingId}
      data-service={service}
      data-status={status}
      className="flex h-full flex-col gap-3 rounded border border-theme-border p-5"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t(`service.${service}`)}
      </h3>
      <p className="self-start">
        <StatusBadge status={status} label={t(`status.${status}`)} />
      </p>
      <p className="flex-1">{t(`serviceDescription.${service}`)}</p>
      {wireFlowUserType && status === "active" ? (
        <p className="text-sm">{t(`wireFlowUserType.${wireFlowUserType}`)}</p>
      ) : null}
      {ownAction ? (
        <OwnAccessButton
          service={service}
          action={ownAction}
          label={t(`action.${status}`)}
          onOutcome={onOwnAccessOutcome}
        />
      ) : target.kind === "external" ? (
        // Another application: a plain link, no client-side navigation or prefetch.
        <a href={target.url} className={ACTION_CLASS} aria-describedby={headingId}>
          {t(`action.${status}`)}
        </a>
      ) : (
        <AppLink
          href={linkBelowPortal(target.below)}
          className={ACTION_CLASS}
          aria-describedby={headingId}
        >
          {t(`action.${status}`)}
        </AppLink>
      )}
    </article>
  );
}
