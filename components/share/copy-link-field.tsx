"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

/** The page's address, selectable, with a button that copies it and says whether it worked. */
export function CopyLinkField({ url }: { url: string }) {
  const t = useTranslations("Share");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      // No clipboard permission (or an old browser): select it, so Ctrl-C does the rest.
      inputRef.current?.select();
      setState("failed");
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t("linkLabel")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-steel-500 px-3 py-2 text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="shrink-0 rounded bg-theme-accent px-4 py-2 font-semibold text-theme-on-accent hover:bg-theme-accent-hover"
        >
          {t("copy")}
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-steel-700">
        {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : ""}
      </p>
    </div>
  );
}
