import { EARLY_CLICK_RECORDER } from "@/lib/client/early-clicks";

/**
 * Keeps the taps on buttons made before the page's scripts ran (lib/client/early-clicks.ts).
 * First in the body, and a module script: a classic inline script there would hold the parser
 * until the stylesheet arrived and so put off the first paint (by about 100 ms in Lighthouse's
 * runs); a module script runs once the document is parsed and its stylesheet is in, as a rule
 * before the first paint (not when the HTML still arrives after that paint).
 */
export function EarlyClickRecorder() {
  return <script type="module" dangerouslySetInnerHTML={{ __html: EARLY_CLICK_RECORDER }} />;
}
