import fs from "node:fs";

import { sendJson } from "../http-json.mjs";

export const TRANSLATION_MOUNT_PATH = "/translation";
const SYSTEM = "translation";
const MODEL = "TranslationTarget";
const STAGE = "CURRENT";
const STATES = new Set(["Translated", "MarkedForTranslation", "InProgress"]);
const LANGUAGE = /^[a-z]{2}$/;
const PAGE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_BODY_BYTES = 4096;
const SEEDED_META_KEY = "translation:seeded";
const SEED_FILE = new URL("./seed.json", import.meta.url);

/**
 * @typedef {object} TranslationTarget
 * @property {string} id
 * @property {string} language
 * @property {"Translated" | "MarkedForTranslation" | "InProgress"} translationState
 * @property {string | null} exportedAt
 * @property {string | null} importedAt
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<unknown>}
 */
async function readJson(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError("body too large");
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
}

/**
 * @param {unknown} body
 * @returns {{ sourceLanguage: string, targetLanguages: string[] } | string}
 */
function parsePageLanguages(body) {
  if (typeof body !== "object" || body === null) return "the body must be a JSON object";
  const { sourceLanguage, targetLanguages } = /** @type {Record<string, unknown>} */ (body);
  if (typeof sourceLanguage !== "string" || !LANGUAGE.test(sourceLanguage)) {
    return "sourceLanguage must be a two-letter language code";
  }
  if (
    !Array.isArray(targetLanguages) ||
    targetLanguages.length > 50 ||
    !targetLanguages.every((code) => typeof code === "string" && LANGUAGE.test(code))
  ) {
    return "targetLanguages must be a list of two-letter language codes";
  }
  return { sourceLanguage, targetLanguages: [...new Set(targetLanguages)] };
}

/**
 * The translation service stand-in: per page and target language a translation state, persisted
 * in the shared store. Started translations are exported at once and come back (imported,
 * Translated) after `jobSeconds`, as a translation agency's job would; states are computed on
 * read, so a restart loses nothing.
 *
 *   POST /translation/pages/{pageId}/state   body { sourceLanguage, targetLanguages }
 *   POST /translation/pages/{pageId}/start   marks every target InProgress, exported now
 *   POST /translation/pages/{pageId}/reset   marks every target MarkedForTranslation
 * Each answers { pageId, sourceLanguage, targetLanguages: TranslationTarget[] }.
 *
 * @param {{ store: import('../store/document-store.mjs').Store, jobSeconds?: number, now?: () => Date }} options
 */
export function createTranslationService({ store, jobSeconds = 120, now = () => new Date() }) {
  /**
   * @param {string} pageId @param {string} language
   * @returns {TranslationTarget}
   */
  function readTarget(pageId, language) {
    const id = `${pageId}-${language}`;
    const stored = store.getDocument(SYSTEM, MODEL, id, STAGE);
    // Stored by writeTargets or by seed (which keeps no id), each with its pageId.
    const data =
      /** @type {(Partial<TranslationTarget> & Omit<TranslationTarget, "id" | "language">) | undefined} */ (
        stored?.data
      );
    if (!data || !STATES.has(data.translationState)) {
      return {
        id,
        language,
        translationState: "MarkedForTranslation",
        exportedAt: null,
        importedAt: null,
      };
    }
    if (data.translationState === "InProgress" && data.exportedAt) {
      const done = new Date(Date.parse(data.exportedAt) + jobSeconds * 1000);
      if (done <= now()) {
        return {
          ...data,
          id,
          language,
          translationState: "Translated",
          importedAt: done.toISOString(),
        };
      }
    }
    return { id, language, ...data };
  }

  /** @param {string} pageId @param {TranslationTarget[]} targets */
  function writeTargets(pageId, targets) {
    store.putDocuments(
      SYSTEM,
      targets.map((target) => ({
        model: MODEL,
        id: target.id,
        stage: STAGE,
        data: { ...target, pageId },
      })),
    );
  }

  /** @type {Record<string, (pageId: string, targets: TranslationTarget[]) => TranslationTarget[]>} */
  const actions = {
    state: (_pageId, targets) => targets,
    start(pageId, targets) {
      const exportedAt = now().toISOString();
      const started = targets.map((target) => ({
        ...target,
        translationState: /** @type {const} */ ("InProgress"),
        exportedAt,
        importedAt: null,
      }));
      writeTargets(pageId, started);
      return started;
    },
    reset(pageId, targets) {
      const reset = targets.map((target) => ({
        ...target,
        translationState: /** @type {const} */ ("MarkedForTranslation"),
        exportedAt: null,
        importedAt: null,
      }));
      writeTargets(pageId, reset);
      return reset;
    },
  };

  return {
    mountPath: TRANSLATION_MOUNT_PATH,

    /**
     * Puts the demo's finished translations (seed.json: page → language → dates) into the store
     * on the first start; later starts keep what editors did.
     * @param {boolean} [force] seed again (--reseed)
     */
    seed(force = false) {
      if (!force && store.getMeta(SEEDED_META_KEY)) return { seeded: false, targets: 0 };
      /** @type {Record<string, Record<string, { exportedAt: string, importedAt: string }>>} */
      const seed = JSON.parse(fs.readFileSync(SEED_FILE, "utf8"));
      const targets = Object.entries(seed).flatMap(([pageId, languages]) =>
        Object.entries(languages).map(([language, dates]) => ({
          model: MODEL,
          id: `${pageId}-${language}`,
          stage: STAGE,
          data: { pageId, language, translationState: "Translated", ...dates },
        })),
      );
      store.transaction(() => {
        store.deleteDocuments(SYSTEM);
        store.putDocuments(SYSTEM, targets);
        store.setMeta(SEEDED_META_KEY, new Date().toISOString());
      });
      return { seeded: true, targets: targets.length };
    },

    summary: "translation: /translation/pages/{pageId}/{state|start|reset}",

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     */
    async handle(req, res, pathname) {
      const match = /^\/translation\/pages\/([^/]+)\/(state|start|reset)$/.exec(pathname);
      if (!match) return false;
      const pageId = decodeURIComponent(match[1] ?? "");
      const action = /** @type {"state" | "start" | "reset"} */ (match[2]);
      if (req.method !== "POST") {
        sendJson(res, 405, { error: "Use POST" }, { Allow: "POST" });
        return true;
      }
      if (!PAGE_ID.test(pageId)) {
        sendJson(res, 400, { error: "pageId must be a content id" });
        return true;
      }
      let body;
      try {
        body = await readJson(req);
      } catch {
        sendJson(res, 400, { error: "The body must be JSON of at most 4 kB" });
        return true;
      }
      const languages = parsePageLanguages(body);
      if (typeof languages === "string") {
        sendJson(res, 400, { error: languages });
        return true;
      }
      const current = languages.targetLanguages.map((language) => readTarget(pageId, language));
      const targets = actions[action]?.(pageId, current) ?? current;
      sendJson(res, 200, {
        pageId,
        sourceLanguage: languages.sourceLanguage,
        targetLanguages: targets,
      });
      return true;
    },
  };
}
