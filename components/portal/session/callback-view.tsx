"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { callbackOutcome } from "@/lib/portal/callback-params";
import { ErrorResponse, type UserManager } from "oidc-client-ts";

import { isSignInState, signInAgain, userManager } from "@/lib/portal/identity-client";
import { isRetriedByLogin } from "@/lib/portal/identity-errors";
import { safeReturnPath } from "@/lib/portal/return-path";
import { callbackRetry, signInAttempt, signInCancelled } from "@/lib/portal/sign-in-attempt";
import { withUserInfo } from "@/lib/portal/user-info";
import { usePortalSession } from "@/stores/portal-session";

import { usePortalContext } from "./portal-context";
import { messageOf } from "../portal-error";

type Problem =
  | { kind: "missing"; names: string[] }
  | { kind: "provider"; error: string; description: string | null }
  | { kind: "state" }
  | { kind: "exchange"; details: string };

/** oidc-client-ts's words when the answer's `state` matches no sign-in started in this tab. */
const STATE_MISMATCH = /no matching state|state mismatch|missing state/i;

/**
 * The page a sign-in of this tab started on, when the provider answered that the visitor
 * cancelled or refused it (`access_denied`); null when the answer names no such sign-in.
 */
async function pageBeforeCancelledSignIn(manager: UserManager): Promise<string | null> {
  try {
    await manager.signinCallback();
  } catch (error) {
    if (error instanceof ErrorResponse && isSignInState(error.state)) return error.state.from;
  }
  return null;
}

/**
 * The login return (spec 001 §2): exchanges the code and goes to the portal; otherwise names
 * what went wrong. Identity errors of spec 001 §8 send the visitor to sign in again, once.
 */
export function CallbackView() {
  const t = useTranslations("Callback");
  const { identity, localeUrlCode, portalHref, homeHref } = usePortalContext();
  const signedIn = usePortalSession((state) => state.signedIn);
  const [problem, setProblem] = useState<Problem | null>(null);
  // A code is exchanged once; React may run the effect twice in development.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const manager = userManager(identity, localeUrlCode);
    const retryOrShow = (error: { code?: string; message?: string }, shown: Problem) => {
      if (isRetriedByLogin(error) && !callbackRetry.isSet()) {
        callbackRetry.mark();
        void signInAgain(manager, portalHref);
      } else {
        setProblem(shown);
      }
    };

    async function complete() {
      const outcome = callbackOutcome(new URLSearchParams(window.location.search));
      if (outcome.kind === "incomplete") {
        setProblem({ kind: "missing", names: outcome.missing });
        return;
      }
      if (outcome.kind === "error") {
        // A visitor who cancelled goes back to where they were, told so there (user-menu.tsx).
        const from =
          outcome.error === "access_denied" ? await pageBeforeCancelledSignIn(manager) : null;
        if (from !== null) {
          const page = safeReturnPath(from, homeHref);
          signInCancelled.mark(page);
          window.location.replace(page);
          return;
        }
        retryOrShow(
          { code: outcome.error, message: outcome.description ?? undefined },
          { kind: "provider", error: outcome.error, description: outcome.description },
        );
        return;
      }
      try {
        const signedInUser = await manager.signinCallback();
        if (!signedInUser) throw new Error("The sign-in returned no user");
        const user = await withUserInfo(manager, signedInUser);
        signInAttempt.clear();
        callbackRetry.clear();
        signedIn(user.profile);
        const state = user.state as { returnTo?: unknown } | undefined;
        // A full load, so the code leaves the history and the portal starts from the stored session.
        window.location.replace(safeReturnPath(state?.returnTo, portalHref));
      } catch (error) {
        const message = messageOf(error);
        if (STATE_MISMATCH.test(message)) setProblem({ kind: "state" });
        else retryOrShow({ message }, { kind: "exchange", details: message });
      }
    }
    void complete();
  }, [identity, localeUrlCode, portalHref, homeHref, signedIn]);

  if (!problem) {
    return (
      <p className="flex items-center gap-3" aria-live="polite">
        <Spinner isStatus={false} />
        {t("completing")}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
        <h2 className="font-bold">{t("failedTitle")}</h2>
        {problem.kind === "missing" ? (
          <p>{t("missingParameters", { names: problem.names.join(", ") })}</p>
        ) : null}
        {problem.kind === "provider" ? (
          <>
            <p>{t("providerError", { error: problem.error })}</p>
            {problem.description ? (
              <p>{t("providerDescription", { description: problem.description })}</p>
            ) : null}
          </>
        ) : null}
        {problem.kind === "state" ? <p>{t("stateRefused")}</p> : null}
        {problem.kind === "exchange" ? (
          <p>{t("exchangeFailed", { details: problem.details })}</p>
        ) : null}
      </div>
      <Button
        onClick={() => {
          callbackRetry.clear();
          void signInAgain(userManager(identity, localeUrlCode), portalHref);
        }}
      >
        {t("tryAgain")}
      </Button>
    </div>
  );
}
