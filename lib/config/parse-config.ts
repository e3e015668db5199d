import { z } from "zod";

import {
  type BotProtectionConfig,
  botProtectionOf,
  botProtectionVariables,
  type FormsConfig,
  formsOf,
} from "./bot-protection-config";
import { type PortalLimits, portalLimitsOf, portalLimitsVariables } from "./portal-limits-config";
import { type ServiceUrls, serviceUrlsOf, serviceUrlVariables } from "./service-urls";

const DEFAULT_LOCAL_SERVICES_URL = "http://127.0.0.1:4000";
/** The public origin of the main site when run locally (canonical URLs, sitemap). */
const DEFAULT_SITE_URL = "http://127.0.0.1:3000";

const optionalUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional();

const environmentSchema = z.object({
  LOCAL_SERVICES_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default(DEFAULT_LOCAL_SERVICES_URL),
  CONTENT_API_URL: optionalUrl,
  CONTENT_API_TOKEN: z.string().min(1, "must not be empty").optional(),
  PRODUCT_API_URL: optionalUrl,
  HTTP_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100")
    .max(60_000, "must be at most 60000")
    .default(5000),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error"], { error: "must be one of debug, info, warn, error" })
    .default("info"),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default(DEFAULT_SITE_URL),
  TRANSLATION_API_URL: optionalUrl,
  SEARCH_API_URL: optionalUrl,
  EDITOR_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  EDITOR_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PREVIEW_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .refine((value) => !/[?#]/.test(value), "must not have a query or fragment")
    .optional(),
  OIDC_CLIENT_ID: z
    .string()
    .regex(/^[\w.:-]{1,200}$/, "must be a client id of letters, digits and . _ : -")
    .optional(),
  PORTAL_API_URL: optionalUrl,
  PORTAL_FILES_URL: optionalUrl,
  ...serviceUrlVariables,
  ...botProtectionVariables,
  ...portalLimitsVariables,
});

export interface Config {
  /**
   * The local demo: every backend URL points at the local stand-ins. Only then are the demo
   * passwords and secret used, and cookies are not `Secure` (plain http on 127.0.0.1).
   */
  usesLocalServices: boolean;
  content: { apiUrl: string; token: string | undefined };
  /** The product information system (catalogue). */
  product: { apiUrl: string };
  httpTimeoutMs: number;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Public origin of the main site; a site's own domain wins for that site. */
  siteUrl: string;
  /** The translation service (per-page translation targets and their states). */
  translation: { apiUrl: string };
  /** The search service (site search and suggestions). */
  search: { apiUrl: string };
  /** The editor area's password and the secret its cookies (and the preview cookie) are signed with. */
  editor: { password: string; secret: string };
  /**
   * The preview password gate (spec 001 §4): `isAlwaysOn` when PREVIEW_PASSWORD is set; the
   * `?enablePreviewPassword` flag turns it on for one browser when a password exists.
   */
  preview: { isAlwaysOn: boolean; password: string | null };
  /**
   * The OpenID Connect provider the portal signs in with (spec 001 §7): the issuer (its
   * discovery document and JWKS), the site's client id (the audience of its ID tokens) and the
   * scopes it asks for.
   */
  identity: { issuer: string; clientId: string; scope: string };
  /**
   * The portal back end: GraphQL behind /api/tickets-proxy; `filesUrl` is the base of its
   * uploads (`/uploads`) and attachments (`/attachments`) behind /api/ticket-uploads and
   * /api/ticket-attachments.
   */
  portal: { apiUrl: string; filesUrl: string };
  /** Each portal user's share of /api/tickets-proxy (lib/config/portal-limits-config.ts). */
  portalLimits: PortalLimits;
  /** The external applications' addresses the dashboard links to (lib/config/service-urls.ts). */
  serviceUrls: ServiceUrls;
  /** The public forms' bot protection and where their submissions go (lib/config/bot-protection-config.ts). */
  botProtection: BotProtectionConfig;
  forms: FormsConfig;
}

/** Never echoed in an error line: the line ends up in logs. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  "CONTENT_API_TOKEN",
  "EDITOR_PASSWORD",
  "EDITOR_SECRET",
  "PREVIEW_PASSWORD",
  "BOT_PROTECTION_SECRET",
]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The demo token of the local content stand-in; never valid against a real content system. */
const LOCAL_CONTENT_TOKEN = "local-content-token";
/** Demo secrets, only ever used with the local stand-ins (documented in the README). */
const DEMO_EDITOR_PASSWORD = "editor-demo";
const DEMO_EDITOR_SECRET = "ferrion-local-demo-secret-not-for-production";
const DEMO_PREVIEW_PASSWORD = "preview-demo";
/** The client id the site is registered with at the identity provider (spec 001 §9: fixed). */
const DEFAULT_OIDC_CLIENT_ID = "ferrion-web";
/** OpenID profile and e-mail plus the identity-management scope `idm` (spec 001 §7). */
const IDENTITY_SCOPE = "openid profile email idm";

/** Backends with a local stand-in; any of them set means this is no local demo. */
const BACKEND_URL_VARIABLES = [
  "CONTENT_API_URL",
  "PRODUCT_API_URL",
  "TRANSLATION_API_URL",
  "SEARCH_API_URL",
  "OIDC_ISSUER",
  "PORTAL_API_URL",
  "PORTAL_FILES_URL",
  "FORMS_INTAKE_URL",
] as const;

function requiredOutsideDemo(
  variable: string,
  value: string | undefined,
  demo: string,
  realBackend: string | undefined,
): string {
  if (value !== undefined) return value;
  if (realBackend === undefined) return demo;
  throw new ConfigError(
    `Invalid configuration: ${variable} is required when ${realBackend} is set (the demo value serves the local services only)`,
  );
}

/**
 * Reads the environment once into a typed configuration. Empty values count as unset, so
 * `CONTENT_API_URL=` in a .env file means "use the default".
 */
export function parseConfig(environment: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = environmentSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    const value = present[variable];
    const shown =
      value === undefined || SECRET_VARIABLES.has(variable)
        ? ""
        : ` (got ${JSON.stringify(value)})`;
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}${shown}`,
    );
  }
  const env = result.data;
  const localServicesUrl = env.LOCAL_SERVICES_URL.replace(/\/+$/, "");
  const realBackend = BACKEND_URL_VARIABLES.find((variable) => env[variable] !== undefined);
  const usesLocalServices = realBackend === undefined;
  return {
    usesLocalServices,
    content: {
      apiUrl: env.CONTENT_API_URL ?? `${localServicesUrl}/content/graphql`,
      // Not a secret: the local content stand-in's own token, whatever else is real.
      token:
        env.CONTENT_API_TOKEN ??
        (env.CONTENT_API_URL === undefined ? LOCAL_CONTENT_TOKEN : undefined),
    },
    product: { apiUrl: env.PRODUCT_API_URL ?? `${localServicesUrl}/pim/graphql` },
    httpTimeoutMs: env.HTTP_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    siteUrl: new URL(env.SITE_URL).origin,
    translation: { apiUrl: env.TRANSLATION_API_URL ?? `${localServicesUrl}/translation` },
    search: { apiUrl: (env.SEARCH_API_URL ?? `${localServicesUrl}/search`).replace(/\/+$/, "") },
    editor: {
      password: requiredOutsideDemo(
        "EDITOR_PASSWORD",
        env.EDITOR_PASSWORD,
        DEMO_EDITOR_PASSWORD,
        realBackend,
      ),
      secret: requiredOutsideDemo(
        "EDITOR_SECRET",
        env.EDITOR_SECRET,
        DEMO_EDITOR_SECRET,
        realBackend,
      ),
    },
    preview: {
      isAlwaysOn: env.PREVIEW_PASSWORD !== undefined,
      password: env.PREVIEW_PASSWORD ?? (usesLocalServices ? DEMO_PREVIEW_PASSWORD : null),
    },
    identity: {
      // Exactly as configured: it is compared with the tokens' iss claim character by character.
      issuer: env.OIDC_ISSUER ?? `${localServicesUrl}/oidc`,
      clientId: env.OIDC_CLIENT_ID ?? DEFAULT_OIDC_CLIENT_ID,
      scope: IDENTITY_SCOPE,
    },
    portal: {
      apiUrl: env.PORTAL_API_URL ?? `${localServicesUrl}/portal/graphql`,
      filesUrl: (env.PORTAL_FILES_URL ?? `${localServicesUrl}/portal`).replace(/\/+$/, ""),
    },
    portalLimits: portalLimitsOf(env),
    serviceUrls: serviceUrlsOf(env, localServicesUrl, usesLocalServices),
    botProtection: botProtectionOf(env, localServicesUrl, (message) => {
      throw new ConfigError(message);
    }),
    forms: formsOf(env, localServicesUrl),
  };
}
