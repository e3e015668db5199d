import { sendJson } from "../http-json.mjs";
import { BodyError, readForm, readJsonObject } from "../oidc/request-body.mjs";
import { botScript } from "./bot-script.mjs";
import { DEMO_SECRET, scoreOfSiteKey } from "./demo-keys.mjs";
import { createTokens } from "./tokens.mjs";

export const BOT_PROTECTION_MOUNT_PATH = "/bot-protection";
const SCRIPT_PATH = `${BOT_PROTECTION_MOUNT_PATH}/api.js`;
const TOKEN_PATH = `${BOT_PROTECTION_MOUNT_PATH}/token`;
const VERIFY_PATH = `${BOT_PROTECTION_MOUNT_PATH}/siteverify`;
const ACTION_PATTERN = /^[A-Za-z0-9_/]{1,100}$/;

/** The token endpoint is called by the site's pages, from the site's origin. */
const CORS = { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" };

/**
 * The bot protection stand-in, speaking reCAPTCHA v3 (local-services/bot-protection/README.md):
 *   GET  /bot-protection/api.js       the browser script: grecaptcha.ready / grecaptcha.execute
 *   POST /bot-protection/token        {siteKey, action, hostname} → {token} (what execute() calls)
 *   POST /bot-protection/siteverify   secret, response (form-encoded or query) → {success, score,
 *                                     action, hostname, challenge_ts, error-codes}
 * @param {{ origin: () => string, now?: () => number }} options
 */
export function createBotProtectionService({ origin, now = Date.now }) {
  const tokens = createTokens({ now });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function issueToken(req, res) {
    const body = await readJsonObject(req);
    const { siteKey, action, hostname } = body;
    if (typeof siteKey !== "string" || typeof action !== "string" || typeof hostname !== "string") {
      sendJson(res, 400, { error: "siteKey, action and hostname must be strings" }, CORS);
      return;
    }
    if (!ACTION_PATTERN.test(action)) {
      sendJson(res, 400, { error: "action must be letters, digits, _ and /" }, CORS);
      return;
    }
    const score = scoreOfSiteKey(siteKey);
    if (score === undefined) {
      sendJson(res, 400, { error: "Unknown site key" }, CORS);
      return;
    }
    if (score === null) {
      sendJson(
        res,
        503,
        { error: "The bot protection is down (the demo's broken site key)" },
        CORS,
      );
      return;
    }
    sendJson(
      res,
      200,
      { token: tokens.issue({ siteKey, action, hostname: hostname.slice(0, 253), score }) },
      CORS,
    );
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function verify(req, res) {
    const query = new URL(req.url ?? "/", "http://bot-protection.local").searchParams;
    const form = await readForm(req);
    const secret = form.get("secret") ?? query.get("secret");
    const response = form.get("response") ?? query.get("response");
    /** @param {string} code */
    const fail = (code) => sendJson(res, 200, { success: false, "error-codes": [code] });
    if (!secret) return fail("missing-input-secret");
    if (secret !== DEMO_SECRET) return fail("invalid-input-secret");
    if (!response) return fail("missing-input-response");
    const redeemed = tokens.redeem(response);
    if (!redeemed.ok) return fail(redeemed.code);
    const { claims } = redeemed;
    sendJson(res, 200, {
      success: true,
      challenge_ts: new Date(claims.issuedAt).toISOString(),
      hostname: claims.hostname,
      score: claims.score,
      action: claims.action,
    });
  }

  return {
    mountPath: BOT_PROTECTION_MOUNT_PATH,
    summary: `bot protection: ${SCRIPT_PATH}, ${VERIFY_PATH}`,

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     */
    async handle(req, res, pathname) {
      try {
        if (pathname === SCRIPT_PATH && (req.method === "GET" || req.method === "HEAD")) {
          const script = botScript(`${origin()}${TOKEN_PATH}`);
          res.writeHead(200, {
            "Content-Type": "text/javascript; charset=utf-8",
            "Content-Length": Buffer.byteLength(script),
            "Cache-Control": "no-store",
            "Cross-Origin-Resource-Policy": "cross-origin",
            "X-Content-Type-Options": "nosniff",
          });
          res.end(req.method === "HEAD" ? undefined : script);
          return true;
        }
        if (pathname === TOKEN_PATH && req.method === "OPTIONS") {
          res.writeHead(204, { ...CORS, "Access-Control-Allow-Methods": "POST" });
          res.end();
          return true;
        }
        if (pathname === TOKEN_PATH && req.method === "POST") {
          await issueToken(req, res);
          return true;
        }
        if (pathname === VERIFY_PATH && req.method === "POST") {
          await verify(req, res);
          return true;
        }
        if ([SCRIPT_PATH, TOKEN_PATH, VERIFY_PATH].includes(pathname)) {
          sendJson(res, 405, { error: "Method not allowed" });
          return true;
        }
        return false;
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        sendJson(res, 400, { error: error.message }, CORS);
        return true;
      }
    },
  };
}
