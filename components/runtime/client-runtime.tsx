import { Suspense } from "react";

import { AppLinkNavigation } from "./app-link-navigation";
import { BuildUpdateWatcher } from "./build-update-watcher";
import { ChunkErrorReloader } from "./chunk-error-reloader";
import { EarlyClickReplay } from "./early-click-replay";
import { PageViewTracker } from "./page-view-tracker";

interface ClientRuntimeProps {
  /** The build the page was rendered with. */
  buildId: string;
  language: string;
}

/**
 * The browser-side services of every site page: in-page links, analytics, chunk-error reload,
 * build updates, and the taps made before hydration (EarlyClickRecorder keeps them).
 */
export function ClientRuntime({ buildId, language }: ClientRuntimeProps) {
  return (
    <>
      <AppLinkNavigation />
      {/* Only the tracker waits for the browser's search params; the page renders statically. */}
      <Suspense fallback={null}>
        <PageViewTracker language={language} />
      </Suspense>
      <ChunkErrorReloader />
      <BuildUpdateWatcher buildId={buildId} />
      <EarlyClickReplay />
    </>
  );
}
