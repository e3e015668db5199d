"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

import { DialogHeader } from "@/components/panels/dialog-header";
import { SHARE_NETWORKS, shareLink } from "@/lib/share/share-links";

import { CopyLinkField } from "./copy-link-field";

/**
 * The share modal (spec 000 §2: title, url, visible) on the native <dialog>: showModal() keeps
 * focus inside and makes the page inert, Escape closes it, focus returns to the share button.
 */
export default function ShareDialog({
  title,
  url,
  visible,
  onClose,
}: {
  title: string;
  url: string;
  visible: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("Share");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // Only browsers with a share sheet get the button; known after mounting, never on the server.
  const [canShareNatively, setCanShareNatively] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !visible) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    setCanShareNatively(typeof navigator.share === "function");
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [visible]);

  async function shareNatively() {
    try {
      await navigator.share({ title, url });
      onClose();
    } catch (error) {
      // The visitor closing the sheet is not a failure worth telling them about.
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        console.warn("The browser's share sheet failed", error);
      }
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      data-testid="share-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-navy-900 shadow-xl backdrop:bg-navy-950/50"
    >
      <DialogHeader
        titleId={headingId}
        title={t("dialogTitle")}
        closeLabel={t("close")}
        onClose={onClose}
      />
      <div className="space-y-5 px-5 py-5">
        <p className="font-semibold">{title}</p>
        <CopyLinkField url={url} />
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SHARE_NETWORKS.map((network) => (
            <li key={network}>
              <a
                href={shareLink(network, title, url)}
                {...(network === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
                className="block rounded border border-steel-200 px-3 py-2 text-center font-semibold hover:border-navy-900 hover:bg-steel-50"
              >
                {t(network)}
                {network === "email" ? null : <span className="sr-only"> {t("newTab")}</span>}
              </a>
            </li>
          ))}
        </ul>
        {canShareNatively ? (
          <button
            type="button"
            onClick={() => void shareNatively()}
            className="w-full rounded bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800"
          >
            {t("native")}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
