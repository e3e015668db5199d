"use client";

import { useTranslations } from "next-intl";

import { buttonClasses } from "@/components/ui/button-classes";
import { identitySitePage } from "@/lib/portal/account/identity-site-page";

import { usePortalContext } from "../session/portal-context";

/** The password is changed on the identity site (spec 001 §2); not by internal employees here. */
export function PasswordSection({ isInternal }: { isInternal: boolean }) {
  const t = useTranslations("Account");
  const { identity } = usePortalContext();
  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h2 id="password-heading" className="text-2xl font-bold">
        {t("passwordHeading")}
      </h2>
      {isInternal ? (
        <p>{t("internalNoPassword")}</p>
      ) : (
        <>
          <p>{t("passwordText")}</p>
          <a
            className={buttonClasses("secondary")}
            href={identitySitePage(
              identity,
              "password",
              typeof window === "undefined" ? "" : window.location.href,
            )}
          >
            {t("changePassword")}
          </a>
        </>
      )}
    </section>
  );
}
