"use client";

import type { ReactNode } from "react";

/** Actions the site knows (spec 000 §2); the panels that answer them listen for the event. */
const KNOWN_ACTIONS = new Set(["open-news-feed-panel"]);

export const SITE_ACTION_EVENT = "ferrion:action";

export function ActionButton({
  action,
  className,
  children,
}: {
  action: string;
  className?: string;
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
    <button type="button" className={className} onClick={run}>
      {children}
    </button>
  );
}
