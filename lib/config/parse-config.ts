import { z } from "zod";

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
});

export interface Config {
  /** True when the content system is the local stand-in, which allows demo secrets. */
  usesLocalServices: boolean;
  content: { apiUrl: string; token: string | undefined };
  /** The product information system (catalogue). */
  product: { apiUrl: string };
  httpTimeoutMs: number;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Public origin of the main site; a site's own domain wins for that site. */
  siteUrl: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The demo token of the local content stand-in; never valid against a real content system. */
const LOCAL_CONTENT_TOKEN = "local-content-token";

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
    const shown = value === undefined ? "" : ` (got ${JSON.stringify(value)})`;
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}${shown}`,
    );
  }
  const env = result.data;
  const localServicesUrl = env.LOCAL_SERVICES_URL.replace(/\/+$/, "");
  const usesLocalServices = env.CONTENT_API_URL === undefined;
  return {
    usesLocalServices,
    content: {
      apiUrl: env.CONTENT_API_URL ?? `${localServicesUrl}/content/graphql`,
      token: env.CONTENT_API_TOKEN ?? (usesLocalServices ? LOCAL_CONTENT_TOKEN : undefined),
    },
    product: { apiUrl: env.PRODUCT_API_URL ?? `${localServicesUrl}/pim/graphql` },
    httpTimeoutMs: env.HTTP_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    siteUrl: new URL(env.SITE_URL).origin,
  };
}
