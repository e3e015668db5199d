"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import type { MfaRefusal, MfaSetup } from "@/lib/portal/account/account";

import { messageOf } from "../portal-error";
import { controlProps, fieldIds } from "@/components/ui/form-field-rules";
import { mfaRefusalOf, useConfirmMfa } from "./use-account-api";

const CODE = /^\d{6}$/;

/**
 * The second step of enabling MFA: the secret as a QR code and as text for an authenticator
 * app, and the 6-digit code that confirms it. Until a right code comes, MFA stays off; a wrong
 * or expired code, or the throttle, is said at the field, which keeps the focus.
 */
export function MfaSetupForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: MfaSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Account");
  const id = useId();
  const confirm = useConfirmMfa();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();

  const refusalText = (refusal: MfaRefusal) => {
    switch (refusal.reason) {
      case "throttled":
        return t("mfaThrottled", { minutes: Math.ceil(refusal.retryAfterS / 60) });
      case "format":
        return t("mfaCodeFormat");
      case "expired":
        return t("mfaCodeExpired");
      case "used":
        return t("mfaCodeUsed");
      case "no-setup":
        return t("mfaNoSetup");
      default:
        return t("mfaCodeWrong");
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = (input.current?.value ?? "").replace(/\s+/g, "");
    if (!CODE.test(code)) {
      setError(t("mfaCodeFormat"));
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await confirm.mutateAsync(code);
      onConfirmed();
    } catch (failure) {
      const refusal = mfaRefusalOf(failure);
      setError(refusal ? refusalText(refusal) : t("mfaFailed", { details: messageOf(failure) }));
      input.current?.select();
    }
  };

  return (
    <div className="space-y-3">
      <p>{t("mfaSetupIntro")}</p>
      {/* An SVG data URL from the identity site: nothing for next/image to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={setup.qrCode}
        alt={t("mfaQrAlt")}
        width={196}
        height={196}
        className="border border-theme-border"
      />
      <p>
        {t("mfaSecretLabel")}:{" "}
        <code className="font-mono text-lg break-all" translate="no">
          {setup.secret}
        </code>
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xs gap-3">
        <div>
          <label htmlFor={fieldIds(id, "code").control} className="font-semibold">
            {t("mfaCodeLabel")}
          </label>
          <input
            ref={input}
            {...controlProps(id, "code", error)}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            autoFocus
          />
          {error ? (
            <p
              id={fieldIds(id, "code").error}
              role="alert"
              className="mt-1 text-sm font-semibold text-red-800"
            >
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={confirm.isPending}>
            {t("mfaConfirm")}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}
