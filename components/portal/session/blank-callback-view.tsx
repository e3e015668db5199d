"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { userManager } from "@/lib/portal/identity-client";

import { usePortalContext } from "./portal-context";

/**
 * The return of the silent renewal (spec 001 §2), loaded in the hidden frame: hands the answer to
 * the page that opened the frame.
 */
export function BlankCallbackView() {
  const t = useTranslations("Callback");
  const { identity, localeUrlCode } = usePortalContext();
  useEffect(() => {
    userManager(identity, localeUrlCode)
      .signinSilentCallback()
      .catch((error: unknown) => console.warn("The silent renewal could not be completed", error));
  }, [identity, localeUrlCode]);
  return <p>{t("silentText")}</p>;
}
