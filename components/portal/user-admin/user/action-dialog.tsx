"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { refusalOf, technicalDetails } from "@/lib/portal/user-admin/user-detail-view";

interface ActionDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** Choices (selects) or a warning between the text and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** However it closes (Cancel, Escape, or the parent after success). */
  onClosed: () => void;
  isPending: boolean;
  /** The last attempt's failure: shown in the dialog, which stays open, nothing lost. */
  error: unknown;
  /** The parent closes it after success, through this. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
}

/**
 * One confirmation dialog of the user detail: opens as it mounts, Cancel first (the safe choice
 * has the focus), the action second; a refusal is shown inside with its technical details.
 */
export function ActionDialog({
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  onClosed,
  isPending,
  error,
  dialogRef,
}: ActionDialogProps) {
  const t = useTranslations("UserAdminUser");
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The safe choice first, whatever the browser's own pick among the dialog's controls.
    cancelRef.current?.focus();
  }, [ref]);

  // While the action runs the dialog stays: its answer (the result, a refusal) must be seen.
  const isPendingRef = useRef(isPending);
  useEffect(() => {
    isPendingRef.current = isPending;
  }, [isPending]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const stay = (event: Event) => {
      if (isPendingRef.current) event.preventDefault();
    };
    dialog.addEventListener("cancel", stay);
    return () => dialog.removeEventListener("cancel", stay);
  }, [ref]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onConfirm();
  };

  return (
    <ModalDialog ref={ref} title={title} description={description} onClose={onClosed}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {children}
        {error ? (
          <div
            role="alert"
            className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-950"
          >
            <p>{t(`refusal.${refusalOf(error)}`)}</p>
            <p className="mt-1 font-mono text-sm break-words">
              {t("technicalDetails", { details: technicalDetails(error) })}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            ref={cancelRef}
            variant="secondary"
            disabled={isPending}
            onClick={() => ref.current?.close()}
          >
            {t("cancel")}
          </Button>
          <Button type="submit" loading={isPending} loadingLabel={t("working")}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
