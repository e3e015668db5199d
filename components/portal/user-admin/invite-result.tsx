"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";

import { LINK } from "./user-cells";

interface InviteResultProps {
  email: string;
  /** The whole link as mailed; the path alone when the back end gave no more. */
  link: string | null;
  /** The person's profile, when the invitation brought back someone of the company (issue 29). */
  profileHref?: string | null;
  onAnother: () => void;
  onClose: () => void;
}

/**
 * The invitation went out: the link to pass on (no mail leaves the demo), copyable. The heading
 * takes the focus, so the result is read out where the form was.
 */
export function InviteResult({
  email,
  link,
  profileHref = null,
  onAnother,
  onClose,
}: InviteResultProps) {
  const t = useTranslations("UserAdmin.invite");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-4 space-y-4">
      <div
        role="status"
        className="rounded border-l-4 border-green-700 bg-green-50 p-4 text-green-950"
      >
        <h3
          ref={heading}
          tabIndex={-1}
          className="font-bold focus-visible:outline-2 focus-visible:outline-theme-accent"
        >
          {t("sentTitle")}
        </h3>
        <p>{t("sentText", { email })}</p>
        {profileHref ? (
          <AppLink href={profileHref} className={`${LINK} font-semibold`}>
            {t("userExistsLink")}
          </AppLink>
        ) : null}
      </div>
      {link ? (
        <CopyField
          value={link}
          texts={{
            label: t("link"),
            copy: t("copy"),
            copyLabel: t("copyLabel"),
            copied: t("copied"),
            copyFailed: t("copyFailed"),
          }}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onClose}>{t("close")}</Button>
        <Button variant="secondary" onClick={onAnother}>
          {t("another")}
        </Button>
      </div>
    </div>
  );
}
