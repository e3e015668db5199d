"use client";

import { useTranslations } from "next-intl";

import { usePortalMe } from "../account/use-account-api";
import { messageOf, PortalError } from "../portal-error";

/** The user's company, from the portal back end through the tickets proxy. */
export function CompanyLine() {
  const t = useTranslations("Portal");
  const me = usePortalMe();
  if (me.error) return <PortalError details={messageOf(me.error)} />;
  const company = me.data?.company;
  return company ? <p>{t("company", { company })}</p> : null;
}
