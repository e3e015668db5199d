"use client";

import { useEffect } from "react";

import { replayEarlyClicks } from "@/lib/client/early-clicks";
import { inOwnTask } from "@/lib/client/in-own-task";

/**
 * Makes the taps kept by EarlyClickRecorder again once the page is hydrated: after every
 * effect of hydration, and after the stores' reads queued by them, so a reopened panel shows
 * what the visitor has stored.
 */
export function EarlyClickReplay() {
  useEffect(() => inOwnTask(replayEarlyClicks), []);
  return null;
}
