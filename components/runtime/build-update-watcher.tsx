"use client";

import { useEffect } from "react";

/** How often the page asks which build the server runs (the spec leaves the interval open). */
const POLL_INTERVAL_MS = 60_000;

async function isNewBuildLive(renderedBuildId: string): Promise<boolean> {
  const response = await fetch("/api/build-id", { cache: "no-store" });
  if (!response.ok) return false;
  const { buildId } = (await response.json()) as { buildId?: unknown };
  return typeof buildId === "string" && buildId !== renderedBuildId;
}

/** A same-tab, same-origin link click the client router would otherwise handle. */
function clientNavigationTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.href : null;
}

/**
 * Spec 000 §4: a new build is detected by polling; the next navigation after that is a full page
 * load, so the visitor gets the new build's code instead of a client router of the old one.
 */
export function BuildUpdateWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let isStale = false;
    async function check() {
      if (isStale || document.visibilityState === "hidden") return;
      try {
        isStale = await isNewBuildLive(buildId);
        // Shows (to a developer or a test) that the next navigation will be a full load.
        if (isStale) document.documentElement.dataset.newBuild = "live";
      } catch {
        // Offline or the server restarting: the next poll asks again.
      }
    }
    function onClick(event: MouseEvent) {
      const target = isStale ? clientNavigationTarget(event) : null;
      if (!target) return;
      // Link skips a click whose default is prevented, so the router never sees it.
      event.preventDefault();
      window.location.assign(target);
    }
    function onPopState() {
      if (isStale) window.location.reload();
    }
    const onVisibilityChange = () => void check();
    const interval = window.setInterval(check, POLL_INTERVAL_MS);
    window.addEventListener("focus", onVisibilityChange);
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener("focus", onVisibilityChange);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, [buildId]);
  return null;
}
