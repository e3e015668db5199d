"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { buttonClasses } from "@/components/ui/button-classes";
import { LineDrawing } from "@/components/ui/line-drawing";

// The dialog's code loads when a visitor first opens it.
const ShareDialog = dynamic(() => import("./share-dialog"), { ssr: false });

function ShareIcon() {
  return (
    <LineDrawing size={16} strokeWidth={2}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </LineDrawing>
  );
}

/** Opens the share modal (spec 000 §2: title, url, visible) for this page. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useTranslations("Share");
  const [isVisible, setVisible] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => setVisible(true)}
        aria-haspopup="dialog"
      >
        <ShareIcon />
        {t("button")}
      </button>
      {isVisible ? (
        <ShareDialog
          title={title}
          url={url}
          visible={isVisible}
          onClose={() => setVisible(false)}
        />
      ) : null}
    </>
  );
}
