"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { PortalMeDocument } from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";

import { messageOf, PortalError } from "./portal-error";
import { useIdToken } from "./use-stored-token";

/** The user's company, from the portal back end through the tickets proxy. */
export function CompanyLine() {
  const t = useTranslations("Portal");
  const idToken = useIdToken();
  const [company, setCompany] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    idToken()
      .then((token) => portalQuery(PortalMeDocument, {}, token))
      .then((data) => isCurrent && setCompany(data.me.company))
      .catch((error: unknown) => isCurrent && setFailure(messageOf(error)));
    return () => {
      isCurrent = false;
    };
  }, [idToken]);

  if (failure) return <PortalError details={failure} />;
  return company ? <p>{t("company", { company })}</p> : null;
}
