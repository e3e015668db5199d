"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useRef } from "react";

import { DialogHeader } from "./dialog-header";

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to what had it before it opened.
 */
export function SidePanel({
  isOpen,
  onClose,
  title,
  placement = "side",
  testId,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** A side panel on the right edge, or a large centred modal. */
  placement?: "side" | "centre";
  testId?: string;
  children: ReactNode;
}) {
  const t = useTranslations("Panels");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [isOpen]);

  const box =
    placement === "side"
      ? "ml-auto mr-0 h-dvh max-h-none w-[min(28rem,100vw)]"
      : "m-auto h-[min(90dvh,56rem)] w-[min(72rem,calc(100vw-2rem))] rounded";

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`${box} bg-white p-0 text-navy-900 shadow-xl backdrop:bg-navy-950/50`}
    >
      {isOpen ? (
        <div className="flex h-full flex-col">
          <DialogHeader titleId={titleId} title={title} closeLabel={t("close")} onClose={onClose} />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
