"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { PortalMeDocument } from "@/graphql/generated/portal";
import { userManager } from "@/lib/portal/identity-client";
import { portalQuery } from "@/lib/portal/portal-graphql";

import { usePortalContext } from "./portal-context";
import { messageOf, PortalError } from "./portal-error";

/** The user's company, from the portal back end through the tickets proxy. */
export function CompanyLine() {
  const t = useTranslations("Portal");
  const { identity, localeUrlCode } = usePortalContext();
  const [company, setCompany] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    userManager(identity, localeUrlCode)
      .getUser()
      .then((user) => {
        if (!user?.id_token) throw new Error("ID token not found");
        return portalQuery(PortalMeDocument, {}, user.id_token);
      })
      .then((data) => isCurrent && setCompany(data.me.company))
      .catch((error: unknown) => isCurrent && setFailure(messageOf(error)));
    return () => {
      isCurrent = false;
    };
  }, [identity, localeUrlCode]);

  if (failure) return <PortalError details={failure} />;
  return company ? <p>{t("company", { company })}</p> : null;
}
