/**
 * Taps on buttons before the page's scripts ran, kept and made again once the page is hydrated.
 * The HTML shows the header's menu, search and switchers and the side tabs long before the
 * scripts arrive on a phone; a button does nothing until React listens, so a tap in that window
 * was lost and had to be made again. A small inline module script first in the body keeps each
 * such button; React, once it listens on the document, replays the clicks on the parts it has not
 * yet hydrated itself, so the script keeps only what came before that. Same idea as Google's
 * JSAction early event contract, which Angular uses for its event replay; the few lines here
 * spare the page a library's script before its own.
 */

/** Where the inline script keeps the buttons pressed before React listened. */
const EARLY_CLICKS = "__ferrionEarlyClicks";

/**
 * The inline script (the server names its hash in the page's script-src): keeps trusted clicks on
 * `<button type="button">` (no default action to lose or to double) until React marks the
 * document as listened to (`_reactListening…`, set by hydrateRoot), then lets go.
 */
export const EARLY_CLICK_RECORDER = `(()=>{const d=document,kept=[];const keep=e=>{if(Object.keys(d).some(k=>k.startsWith("_reactListening"))){d.removeEventListener("click",keep,true);return}const b=e.isTrusted&&e.target instanceof Element&&e.target.closest('button[type="button"]');if(b)kept.push(b)};d.addEventListener("click",keep,true);window.${EARLY_CLICKS}={kept,stop:()=>d.removeEventListener("click",keep,true)}})()`;

interface EarlyClicks {
  kept: HTMLButtonElement[];
  stop: () => void;
}

/** Clicks again, once hydrated, each button pressed before React listened that is still there. */
export function replayEarlyClicks() {
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS];
  if (!early) return;
  early.stop();
  const kept = early.kept.splice(0);
  for (const button of kept) if (button.isConnected && !button.disabled) button.click();
}
