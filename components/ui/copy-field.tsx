"use client";

import { useId, useRef, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

interface CopyFieldTexts {
  label: string;
  copy: string;
  /** The button's accessible name when the visible "Copy" needs context. */
  copyLabel?: string;
  copied: string;
  copyFailed: string;
}

/** A read-only value, selectable, with a button that copies it and says whether it worked. */
export function CopyField({
  value,
  texts,
  inputClassName = "text-sm",
}: {
  value: string;
  texts: CopyFieldTexts;
  inputClassName?: string;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
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
        {texts.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`min-w-0 flex-1 rounded border border-steel-500 px-3 py-2 ${inputClassName}`}
        />
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={texts.copyLabel}
          className="shrink-0 rounded bg-theme-accent px-4 py-2 font-semibold text-theme-on-accent hover:bg-theme-accent-hover"
        >
          {texts.copy}
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-steel-700">
        {state === "copied" ? texts.copied : state === "failed" ? texts.copyFailed : ""}
      </p>
    </div>
  );
}
