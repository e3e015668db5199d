"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-classes";
import { FAILED_LOGIN_WAIT_MS } from "@/lib/portal/identity-settings";

import { usePortalContext } from "./portal-context";

/** Still signed out after the sign-in attempt: say so, then go home after 30 s (spec 001 §4, §9). */
export function SignedOutNotice({ onSignIn }: { onSignIn: () => void }) {
  const t = useTranslations("Portal");
  const { homeHref } = usePortalContext();
  const [secondsLeft, setSecondsLeft] = useState(FAILED_LOGIN_WAIT_MS / 1000);

  useEffect(() => {
    const startedAt = Date.now();
    const home = window.setTimeout(() => window.location.assign(homeHref), FAILED_LOGIN_WAIT_MS);
    const tick = window.setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setSecondsLeft(Math.max(0, Math.ceil((FAILED_LOGIN_WAIT_MS - elapsed) / 1000)));
    }, 1000);
    return () => {
      window.clearTimeout(home);
      window.clearInterval(tick);
    };
  }, [homeHref]);

  return (
    <section aria-labelledby="signed-out-heading" className="space-y-4">
      <h2 id="signed-out-heading" className="text-2xl font-bold">
        {t("stillSignedOut")}
      </h2>
      {/* Announced once; the countdown itself is not read out every second. */}
      <p>{t("stillSignedOutText", { seconds: secondsLeft })}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onSignIn}>{t("signInAgain")}</Button>
        <a href={homeHref} className={buttonClasses("secondary")}>
          {t("goHomeNow")}
        </a>
      </div>
    </section>
  );
}
