import { z } from "zod";

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional();

/** The environment variables of the bot protection (reCAPTCHA v3 protocol, spec 000 §7). */
export const botProtectionVariables = {
  BOT_PROTECTION_SITE_KEY: z
    .string()
    .regex(/^[\w.:-]{1,200}$/, "must be a site key of letters, digits and . _ : -")
    .optional(),
  BOT_PROTECTION_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
  BOT_PROTECTION_VERIFY_URL: url,
  BOT_PROTECTION_SCRIPT_URL: url,
  BOT_PROTECTION_MIN_SCORE: z.coerce
    .number({ error: "must be a number between 0 and 1" })
    .min(0, "must be between 0 and 1")
    .max(1, "must be between 0 and 1")
    .default(0.5),
  BOT_PROTECTION_ACTION: z
    .string()
    .regex(/^[A-Za-z0-9_/]{1,100}$/, "must be letters, digits, _ and / (reCAPTCHA's action names)")
    .default("SUBMIT"),
  BOT_PROTECTION_ON_FAILURE: z
    .enum(["refuse", "flag"], { error: "must be refuse or flag" })
    .default("refuse"),
  FORMS_INTAKE_URL: url,
};

type BotProtectionEnvironment = {
  BOT_PROTECTION_SITE_KEY?: string | undefined;
  BOT_PROTECTION_SECRET?: string | undefined;
  BOT_PROTECTION_VERIFY_URL?: string | undefined;
  BOT_PROTECTION_SCRIPT_URL?: string | undefined;
  BOT_PROTECTION_MIN_SCORE: number;
  BOT_PROTECTION_ACTION: string;
  BOT_PROTECTION_ON_FAILURE: "refuse" | "flag";
  FORMS_INTAKE_URL?: string | undefined;
};

/** The local stand-in's pair (local-services/bot-protection/README.md); never valid elsewhere. */
const DEMO_BOT_SITE_KEY = "local-demo-site-key";
const DEMO_BOT_SECRET = "local-demo-bot-secret";

export interface BotProtectionConfig {
  /** Public: the browser loads the script with it. */
  siteKey: string;
  secret: string;
  verifyUrl: string;
  scriptUrl: string;
  minScore: number;
  action: string;
  /** A submission without a verdict (no token, provider down): refused, or accepted and flagged. */
  onFailure: "refuse" | "flag";
}

/** Where the public forms' submissions go: `{url}/cases` (service desk), `{url}/leads`. */
export interface FormsConfig {
  intakeUrl: string;
}

/**
 * The bot protection's settings. Unset, they are the local stand-in's (its script, siteverify and
 * demo key pair); a real provider's verify URL needs its own site key and secret, so the demo
 * pair never meets a real provider.
 */
export function botProtectionOf(
  env: BotProtectionEnvironment,
  localServicesUrl: string,
  refuse: (message: string) => never,
): BotProtectionConfig {
  const real = env.BOT_PROTECTION_VERIFY_URL !== undefined;
  for (const variable of ["BOT_PROTECTION_SITE_KEY", "BOT_PROTECTION_SECRET"] as const) {
    if (real && env[variable] === undefined) {
      refuse(
        `Invalid configuration: ${variable} is required when BOT_PROTECTION_VERIFY_URL is set (the demo value serves the local stand-in only)`,
      );
    }
  }
  return {
    siteKey: env.BOT_PROTECTION_SITE_KEY ?? DEMO_BOT_SITE_KEY,
    secret: env.BOT_PROTECTION_SECRET ?? DEMO_BOT_SECRET,
    verifyUrl: env.BOT_PROTECTION_VERIFY_URL ?? `${localServicesUrl}/bot-protection/siteverify`,
    scriptUrl: env.BOT_PROTECTION_SCRIPT_URL ?? `${localServicesUrl}/bot-protection/api.js`,
    minScore: env.BOT_PROTECTION_MIN_SCORE,
    action: env.BOT_PROTECTION_ACTION,
    onFailure: env.BOT_PROTECTION_ON_FAILURE,
  };
}

export function formsOf(env: BotProtectionEnvironment, localServicesUrl: string): FormsConfig {
  return {
    intakeUrl: (env.FORMS_INTAKE_URL ?? `${localServicesUrl}/portal/intake`).replace(/\/+$/, ""),
  };
}
