"use client";

import type { ReactNode } from "react";

/** Actions the site knows (spec 000 §2); the panels that answer them listen for the event. */
const KNOWN_ACTIONS = new Set(["open-news-feed-panel", "open-contact-panel"]);

const SITE_ACTION_EVENT = "ferrion:action";

export function ActionButton({
  action,
  className,
  label,
  testId,
  children,
}: {
  action: string;
  className?: string;
  /** The accessible name, when the visible content does not say it all. */
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  function run() {
    if (!KNOWN_ACTIONS.has(action)) {
      console.warn(`No action named "${action}" exists`);
      return;
    }
    window.dispatchEvent(new CustomEvent(SITE_ACTION_EVENT, { detail: { action } }));
  }
  return (
    <button
      type="button"
      className={className}
      onClick={run}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** Runs a handler whenever an action link or button asks for `action` (spec 000 §2). */
export function onSiteAction(action: string, handler: () => void): () => void {
  function listener(event: Event) {
    if (event instanceof CustomEvent && event.detail?.action === action) handler();
  }
  window.addEventListener(SITE_ACTION_EVENT, listener);
  return () => window.removeEventListener(SITE_ACTION_EVENT, listener);
}
