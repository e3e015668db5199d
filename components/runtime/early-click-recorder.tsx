import { EARLY_CLICK_RECORDER } from "@/lib/client/early-clicks";

/**
 * Keeps the taps on buttons made before the page's scripts ran (lib/client/early-clicks.ts).
 * First in the body, so it runs before any button can be seen.
 */
export function EarlyClickRecorder() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_RECORDER }} />;
}
