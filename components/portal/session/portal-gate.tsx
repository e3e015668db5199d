"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  isAuthenticated,
  renewTokens,
  signInAgain,
  userManager,
} from "@/lib/portal/identity-client";
import { isRetriedByLogin } from "@/lib/portal/identity-errors";
import { currentPath } from "@/lib/portal/return-path";
import { signInAttempt } from "@/lib/portal/sign-in-attempt";
import { usePortalSession } from "@/stores/portal-session";

import { usePortalContext } from "./portal-context";
import { messageOf, PortalError } from "../portal-error";
import { PortalQueryProvider } from "./portal-query-provider";
import { SignedOutNotice } from "./signed-out-notice";

type Phase = "checking" | "redirecting" | "ready" | "signed-out" | { error: string };

/**
 * The /mykomax area requires sign-in (spec 001 §4, §6): the stored session, else a silent check
 * in the hidden frame, else the provider's sign-in page. A visitor who comes back from that
 * attempt still signed out is told so and sent home after 30 s. While signed in, the tokens are
 * renewed 180 s before they expire, the old ones revoked first.
 */
export function PortalGate({ children }: { children: ReactNode }) {
  const t = useTranslations("Portal");
  const { identity, localeUrlCode } = usePortalContext();
  const signedIn = usePortalSession((state) => state.signedIn);
  const signedOut = usePortalSession((state) => state.signedOut);
  const [phase, setPhase] = useState<Phase>("checking");

  useEffect(() => {
    let isCancelled = false;
    const manager = userManager(identity, localeUrlCode);

    async function check() {
      let user = await manager.getUser();
      if (!isAuthenticated(user)) {
        try {
          user = await renewTokens(manager);
        } catch {
          // No provider session (or none reachable): the visitor signs in below.
          user = null;
        }
      }
      if (isCancelled) return;
      if (isAuthenticated(user)) {
        signInAttempt.clear();
        signedIn(user.profile);
        setPhase("ready");
        return;
      }
      signedOut();
      if (signInAttempt.isSet()) {
        signInAttempt.clear();
        setPhase("signed-out");
        return;
      }
      signInAttempt.mark();
      setPhase("redirecting");
      await signInAgain(manager, currentPath());
    }

    let renewal: Promise<void> | null = null;
    const renew = () => {
      renewal ??= renewTokens(manager)
        .then((user) => signedIn(user.profile))
        .catch(async (error: unknown) => {
          if (isRetriedByLogin({ message: messageOf(error) })) {
            await signInAgain(manager, currentPath());
          } else {
            signedOut();
            setPhase({ error: messageOf(error) });
          }
        })
        .finally(() => {
          renewal = null;
        });
    };
    manager.events.addAccessTokenExpiring(renew);
    manager.events.addAccessTokenExpired(renew);
    check().catch((error: unknown) => {
      // The sign-in could not even start (provider unreachable): not an attempt the visitor made.
      signInAttempt.clear();
      if (!isCancelled) setPhase({ error: messageOf(error) });
    });

    // Coming back with the browser's Back button from the sign-in page restores this page as it
    // was left ("redirecting"): check again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      isCancelled = true;
      manager.events.removeAccessTokenExpiring(renew);
      manager.events.removeAccessTokenExpired(renew);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [identity, localeUrlCode, signedIn, signedOut]);

  if (phase === "ready") return <PortalQueryProvider>{children}</PortalQueryProvider>;
  if (phase === "signed-out") {
    return (
      <SignedOutNotice
        onSignIn={() => signInAgain(userManager(identity, localeUrlCode), currentPath())}
      />
    );
  }
  if (typeof phase === "object") {
    return (
      <div className="space-y-4">
        <PortalError details={phase.error} />
        <Button onClick={() => window.location.reload()}>{t("signInAgain")}</Button>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-3" aria-live="polite">
      <Spinner isStatus={false} />
      {phase === "redirecting" ? t("signingIn") : t("checkingSignIn")}
    </p>
  );
}
