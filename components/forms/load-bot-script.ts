"use client";

import { errorMessage } from "@/lib/log/error-message";

export interface BotProtectionSettings {
  siteKey: string;
  scriptUrl: string;
  action: string;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Longer than the provider ever takes; a hanging script must not hold the form. */
const TOKEN_TIMEOUT_MS = 10_000;

const loading = new Map<string, Promise<Grecaptcha>>();

/** The provider's script URL; reCAPTCHA v3 wants the site key as `render`. */
function scriptSrc({ scriptUrl, siteKey }: BotProtectionSettings): string {
  const url = new URL(scriptUrl, window.location.href);
  if (!url.searchParams.has("render")) url.searchParams.set("render", siteKey);
  return url.href;
}

/** Loads the provider's script once per page (only pages with a form call this). */
export function loadBotScript(settings: BotProtectionSettings): Promise<Grecaptcha> {
  const src = scriptSrc(settings);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => {
        const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (grecaptcha) resolve(grecaptcha);
        else reject(new Error("the script defined no grecaptcha"));
      };
      script.onerror = () => reject(new Error(`the script ${src} did not load`));
      document.head.appendChild(script);
    });
    // A failed load may be tried again on the next submission.
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

/**
 * A token for this submission (spec 000 §7: a token per action, default SUBMIT). When the
 * script fails, the failure is logged and the token is empty: the server decides what that means.
 */
export async function botToken(settings: BotProtectionSettings): Promise<string> {
  try {
    const grecaptcha = await loadBotScript(settings);
    const token = await Promise.race([
      new Promise<string>((resolve, reject) =>
        grecaptcha.ready(() =>
          grecaptcha.execute(settings.siteKey, { action: settings.action }).then(resolve, reject),
        ),
      ),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("no token in time")), TOKEN_TIMEOUT_MS),
      ),
    ]);
    return typeof token === "string" ? token : "";
  } catch (error) {
    console.warn(`Bot protection failed, sending an empty token: ${errorMessage(error)}`);
    return "";
  }
}
