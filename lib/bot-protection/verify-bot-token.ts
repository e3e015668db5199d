import "server-only";

import { z } from "zod";

import { errorName } from "@/lib/log/error-message";

/** What the site needs to ask the provider (reCAPTCHA v3 siteverify) about a token. */
export interface BotCheckSettings {
  secret: string;
  verifyUrl: string;
  /** The action the form's token must have been made for (default SUBMIT). */
  action: string;
  /** Scores below this count as a bot (0 bot … 1 human). */
  minScore: number;
  timeoutMs: number;
}

type BotVerdict =
  | { outcome: "passed"; score: number }
  | { outcome: "missing" }
  | { outcome: "rejected"; reasons: readonly string[] }
  | { outcome: "unavailable"; reason: string };

/** A token as reCAPTCHA hands them out: long, URL-safe; anything else is not sent on. */
const TOKEN_PATTERN = /^[A-Za-z0-9_.-]{1,4096}$/;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

/**
 * Asks the provider whether a form's token is a human's (the reCAPTCHA v3 protocol: POST
 * `secret` and `response` form-encoded; the answer's `success`, `action` and `score`). A missing
 * token (the script failed in the browser) is never sent; a provider that cannot be reached or
 * answers nonsense is `unavailable`, which is no verdict on the visitor.
 */
export async function verifyBotToken(
  token: string,
  settings: BotCheckSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<BotVerdict> {
  if (token === "") return { outcome: "missing" };
  if (!TOKEN_PATTERN.test(token)) return { outcome: "rejected", reasons: ["malformed-token"] };
  let response: Response;
  try {
    response = await fetchImpl(settings.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: settings.secret, response: token }).toString(),
      signal: AbortSignal.timeout(settings.timeoutMs),
      cache: "no-store",
    });
  } catch (error) {
    return { outcome: "unavailable", reason: errorName(error) || "network error" };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { outcome: "unavailable", reason: `status ${response.status}` };
  }
  const parsed = siteverifyAnswer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return { outcome: "unavailable", reason: "malformed answer" };
  const answer = parsed.data;
  if (!answer.success) {
    const codes = answer["error-codes"] ?? [];
    // A wrong secret is the site's own mistake, not the visitor's: no verdict on the visitor.
    if (codes.some((code) => code.includes("input-secret"))) {
      return { outcome: "unavailable", reason: codes.join(",") };
    }
    return { outcome: "rejected", reasons: codes.length > 0 ? codes : ["not-successful"] };
  }
  if (answer.action !== settings.action)
    return { outcome: "rejected", reasons: ["action-mismatch"] };
  if (answer.score === undefined) return { outcome: "rejected", reasons: ["no-score"] };
  if (answer.score < settings.minScore) return { outcome: "rejected", reasons: ["low-score"] };
  return { outcome: "passed", score: answer.score };
}

/** BOT_PROTECTION_ON_FAILURE: what a submission without a verdict gets. */
type OnBotCheckFailure = "refuse" | "flag";

export type BotDecision =
  | { accept: true; flagged: false }
  | { accept: true; flagged: true; reason: string }
  | { accept: false; reason: string; providerDown?: true };

/**
 * Whether the submission goes on. A token the provider judged a bot's (low score, wrong action,
 * invalid or used) is always refused. Without a verdict (no token because the script failed in
 * the browser, or the provider unreachable) the configuration decides: refuse, or accept the
 * submission flagged for the service desk to look at.
 */
export function decideBotCheck(verdict: BotVerdict, onFailure: OnBotCheckFailure): BotDecision {
  switch (verdict.outcome) {
    case "passed":
      return { accept: true, flagged: false };
    case "rejected":
      return { accept: false, reason: verdict.reasons.join(",") };
    case "missing":
    case "unavailable": {
      const reason =
        verdict.outcome === "missing" ? "no token" : `provider unavailable (${verdict.reason})`;
      if (onFailure === "flag") return { accept: true, flagged: true, reason };
      return verdict.outcome === "unavailable"
        ? { accept: false, reason, providerDown: true }
        : { accept: false, reason };
    }
  }
}
