"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { Spinner } from "@/components/ui/spinner";
import { forgetUnfinishedSignIns, userManager } from "@/lib/portal/identity-client";
import { callbackRetry, signInAttempt } from "@/lib/portal/sign-in-attempt";
import { usePortalSession } from "@/stores/portal-session";

import { usePortalContext } from "./portal-context";

/**
 * Logout (spec 001 §4): revokes the tokens, ends the provider's session, clears the stored token
 * and user, and returns home. Revocation and end-session failures are tolerated (spec 001 §8):
 * the visitor is signed out in this tab and sent home either way.
 */
export function LogoutView() {
  const t = useTranslations("Logout");
  const { identity, localeUrlCode, homeHref } = usePortalContext();
  const signedOut = usePortalSession((state) => state.signedOut);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const manager = userManager(identity, localeUrlCode);
    const home = `${window.location.origin}${homeHref}`;

    async function logOut() {
      const user = await manager.getUser();
      signInAttempt.clear();
      callbackRetry.clear();
      signedOut();
      if (!user) {
        await forgetUnfinishedSignIns(manager);
        window.location.replace(home);
        return;
      }
      try {
        await manager.revokeTokens(["access_token", "refresh_token"]);
      } catch (error) {
        console.warn("Revoking the tokens at logout failed", error);
      }
      await manager.removeUser();
      await forgetUnfinishedSignIns(manager);
      try {
        // Back to /{locale} (the post-logout address the provider knows), not a site's slug.
        await manager.signoutRedirect({ id_token_hint: user.id_token });
      } catch (error) {
        console.warn("Ending the provider session failed", error);
        window.location.replace(home);
      }
    }
    void logOut();
  }, [homeHref, identity, localeUrlCode, signedOut]);

  return (
    <p className="flex items-center gap-3" aria-live="polite">
      <Spinner isStatus={false} />
      {t("signingOut")}
    </p>
  );
}
