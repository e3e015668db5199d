import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, type Page, test } from "@playwright/test";

import { storedUserKey, userManagerSettings } from "../../../lib/portal/identity-settings";
import { SERVICES_URL, SITE_URL } from "../../../playwright.config";
import {
  CLIENT_ID,
  codeFlow,
  CookieJar,
  SCOPE,
  type StoredCookie,
  type TokenResponse,
} from "../../../scripts/support/sign-in-over-http.mjs";
import { DEMO_PASSWORD } from "./portal";
import type { OwnAccount } from "./test-fixtures";

/**
 * Journeys that need a signed-in portal user start signed in, without the sign-in form: the user
 * signs in over HTTP with the real code + PKCE flow against the identity stand-in, and the tab
 * gets what a sign-in through the form leaves behind — the tokens in its sessionStorage, stored
 * as oidc-client-ts stores them, and the provider's session cookies in the browser context, so
 * silent renewal and logout still work. Journeys that test the sign-in itself keep the form
 * (`signInThroughProviderForm` in ./portal).
 *
 * A demo account is signed in once per run: its provider session is kept in a file of this run
 * (E2E_RUN_ID, set by playwright.config.ts), shared by the workers. Tokens are fetched again from
 * that session when too little of their lifetime is left for the journey: the portal renews
 * tokens 180 s before they expire, and a renewal revokes the old ones, which other journeys of
 * the same account may hold at that moment. A journey that changes its account (own-access, a
 * renewal, a logout) uses an account of its own (./test-fixtures), signed in for it alone.
 */

export interface PortalStack {
  /** The site's origin, e.g. http://127.0.0.1:3100 */
  site: string;
  /** The stand-ins' origin, e.g. http://127.0.0.1:4100 */
  services: string;
}

const SHARED_STACK: PortalStack = { site: SITE_URL, services: SERVICES_URL };

interface ProviderSession {
  cookies: StoredCookie[];
  tokens: TokenResponse;
  /** When the access token expires, seconds since the epoch (oidc-client-ts's `expires_at`). */
  expiresAt: number;
}

/** A little more than a test needs between seeding the tab and its last step. */
const SLACK_S = 15;
const LOCK_WAIT_MS = 30_000;
/** What sessionStorage holds once a tab was seeded: later page loads in it leave it alone. */
const SEEDED_MARKER = "e2e:portal-session-seeded";

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** Seconds before expiry at which the portal renews the tokens (and revokes the old ones). */
function renewalThresholdS(stack: PortalStack): number {
  const settings = userManagerSettings(
    { issuer: `${stack.services}/oidc`, clientId: CLIENT_ID, scope: SCOPE },
    stack.site,
    "en",
  );
  return settings.accessTokenExpiringNotificationTimeInSeconds ?? 60;
}

/** How long the tokens must still live for the rest of this test without a renewal. */
function neededLifetimeS(stack: PortalStack): number {
  const info = test.info();
  const left = info.timeout === 0 ? 0 : Math.ceil((info.timeout - info.duration) / 1000);
  return renewalThresholdS(stack) + left + SLACK_S;
}

async function signIn(
  stack: PortalStack,
  email: string,
  password: string,
): Promise<ProviderSession> {
  const jar = new CookieJar();
  const tokens = await codeFlow(jar, {
    servicesUrl: stack.services,
    redirectUri: `${stack.site}/en/callback`,
    credentials: { email, password },
  });
  return { cookies: jar.sessionCookies(), tokens, expiresAt: now() + tokens.expires_in };
}

/** New tokens from an existing provider session, as the portal's silent renewal gets them. */
async function refreshTokens(
  stack: PortalStack,
  session: ProviderSession,
): Promise<ProviderSession> {
  const jar = new CookieJar(session.cookies);
  const tokens = await codeFlow(jar, {
    servicesUrl: stack.services,
    redirectUri: `${stack.site}/en/callback`,
  });
  return { cookies: jar.sessionCookies(), tokens, expiresAt: now() + tokens.expires_in };
}

// ── The run's sessions of the demo accounts, one file per account and stack ──────────────────

function runFolder(): string {
  const runId = process.env.E2E_RUN_ID;
  if (!runId) throw new Error("E2E_RUN_ID is unset: playwright.config.ts sets it for the run");
  return join(tmpdir(), "ferrion-e2e-sessions", runId);
}

function sessionFile(stack: PortalStack, email: string): string {
  const name = `${new URL(stack.services).port}-${email}`.replace(/[^A-Za-z0-9.@-]/g, "_");
  return join(runFolder(), `${name}.json`);
}

function readSession(file: string): ProviderSession | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as ProviderSession;
  } catch {
    return null;
  }
}

function writeSession(file: string, session: ProviderSession): void {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(session));
  renameSync(partial, file);
}

/** Runs `work` while holding the account's lock, so the workers sign in once, not each. */
async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker signs this account in; a holder that died leaves its lock behind.
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function runSession(
  stack: PortalStack,
  email: string,
  password: string,
): Promise<ProviderSession> {
  mkdirSync(runFolder(), { recursive: true });
  const file = sessionFile(stack, email);
  const needed = neededLifetimeS(stack);
  const isFresh = (session: ProviderSession | null) =>
    session !== null && session.expiresAt - now() >= needed;
  const cached = readSession(file);
  if (isFresh(cached)) return cached!;
  const shared = await withLock(file, async () => {
    const current = readSession(file);
    if (isFresh(current)) return current!;
    const session = current
      ? await refreshTokens(stack, current).catch(() => signIn(stack, email, password))
      : await signIn(stack, email, password);
    writeSession(file, session);
    return session;
  });
  // A journey longer than fresh tokens last would renew them, revoking what the others hold:
  // it gets a session of its own.
  return isFresh(shared) ? shared : signIn(stack, email, password);
}

// ── Seeding a tab ─────────────────────────────────────────────────────────────────────────────

/** The profile oidc-client-ts keeps: the ID token's claims without the protocol claims it drops. */
function profileOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split(".")[1] ?? "";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  for (const claim of ["nbf", "jti", "auth_time", "nonce", "acr", "amr", "azp", "at_hash"]) {
    delete claims[claim];
  }
  return claims;
}

/** What `User.toStorageString()` of oidc-client-ts writes after a sign-in. */
function storedUser(session: ProviderSession): string {
  const { tokens } = session;
  return JSON.stringify({
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: profileOf(tokens.id_token),
    expires_at: session.expiresAt,
  });
}

async function seedTab(page: Page, stack: PortalStack, session: ProviderSession): Promise<void> {
  const provider = new URL(stack.services);
  await page.context().addCookies(
    session.cookies.map(({ name, value, path, expires, httpOnly, sameSite }) => ({
      name,
      value,
      domain: provider.hostname,
      path,
      expires: expires ?? -1,
      httpOnly,
      secure: false,
      sameSite,
    })),
  );
  const key = storedUserKey({ issuer: `${stack.services}/oidc`, clientId: CLIENT_ID });
  // Before any script of the page runs, on the site's origin only, and once per tab: later
  // loads keep what the portal made of it (renewed tokens, a logout).
  await page.addInitScript(
    ({ origin, key, value, marker }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(marker) !== null) {
        return;
      }
      window.sessionStorage.setItem(marker, "seeded");
      window.sessionStorage.setItem(key, value);
    },
    { origin: stack.site, key, value: storedUser(session), marker: SEEDED_MARKER },
  );
}

/** A demo account by e-mail (its session shared by the run), or an account of the journey's own. */
export type PortalAccount = string | Pick<OwnAccount, "email" | "password">;

/**
 * The tab starts signed in as `account` and opens the portal's dashboard, where the sign-in
 * form's journey ends. An account of the journey's own is signed in for this tab alone.
 */
export async function openDashboardSignedIn(
  page: Page,
  account: PortalAccount,
  stack: PortalStack = SHARED_STACK,
): Promise<void> {
  await seedSignedIn(page, account, stack);
  await page.goto(`${stack.site}/en/mykomax`);
  await expect(
    page.getByRole("heading", { name: "Your services" }),
    "the dashboard's services",
  ).toBeVisible();
}

/** As `openDashboardSignedIn`, without opening a page: the journey goes where it starts. */
export async function seedSignedIn(
  page: Page,
  account: PortalAccount,
  stack: PortalStack = SHARED_STACK,
): Promise<void> {
  const session =
    typeof account === "string"
      ? await runSession(stack, account, DEMO_PASSWORD)
      : await signIn(stack, account.email, account.password);
  await seedTab(page, stack, session);
}
