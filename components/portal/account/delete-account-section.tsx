"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef } from "react";

import { Button } from "@/components/ui/button";
import type { Account } from "@/lib/portal/account/account";

import { portalLink, usePortalContext } from "../session/portal-context";
import { messageOf } from "../portal-error";
import { useDeleteAccount } from "./use-account-api";

/**
 * Deleting the account, after a confirmation dialog (spec 001 §2); then the visitor is logged out.
 * Internal employees' accounts are managed elsewhere.
 */
export function DeleteAccountSection({ account }: { account: Account }) {
  const t = useTranslations("Account");
  const context = usePortalContext();
  const router = useRouter();
  const remove = useDeleteAccount();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        dialog.current?.close();
        router.replace(portalLink(context, "logout"));
      },
    });

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {t("deleteHeading")}
      </h2>
      {account.internal ? (
        <p>{t("internalNoDelete")}</p>
      ) : (
        <>
          <p>{t("deleteText")}</p>
          <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
            {t("deleteAccount")}
          </Button>
        </>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-text`}
        className="m-auto max-w-md rounded p-6 shadow-xl backdrop:bg-black/50"
      >
        <h3 id={`${id}-dialog-title`} className="text-xl font-bold">
          {t("deleteConfirmTitle")}
        </h3>
        <p id={`${id}-dialog-text`} className="mt-2">
          {t("deleteConfirmText", { email: account.email })}
        </p>
        {remove.isError ? (
          <p role="alert" className="mt-2 text-red-800">
            {t("deleteFailed", { details: messageOf(remove.error) })}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* First in the dialog, so the safe choice has the focus when it opens. */}
          <Button variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
            {t("cancel")}
          </Button>
          <Button onClick={confirm} loading={remove.isPending}>
            {t("deleteConfirm")}
          </Button>
        </div>
      </dialog>
    </section>
  );
}
