// The visit bench's second part (visit.mjs): a recorded visit replayed without static files or
// other origins, by autocannon, each connection repeating the visit's requests in the order sent,
// with the headers sent, every round from a client address of its own (X-Forwarded-For).
import autocannon from "autocannon";

/**
 * @typedef {import("./visit-browser.mjs").Sent} Sent
 * @typedef {import("./visit-browser.mjs").Visit} Visit
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} Replayed
 */

export const CONNECTIONS = 10;
/** What a visit sends, by kind, in the order printed; the first ones are replayed. */
export const KINDS = ["HTML", "RSC navigation", "prefetch", "API", "other"];
const NOT_REPLAYED = ["static file", "other origin"];
/** Resource types Chromium fetches as files: never rendered by the site. */
const STATIC_TYPES = new Set(["image", "font", "stylesheet", "script", "media", "manifest"]);
/** Headers of the connection, not the request: autocannon writes its own. */
const CONNECTION_HEADERS = new Set(["host", "connection", "content-length", "keep-alive"]);

/**
 * @param {Sent} sent
 * @param {string} origin
 * @returns {string} one of KINDS or NOT_REPLAYED
 */
export function kindOf(sent, origin) {
  const url = new URL(sent.url);
  if (url.origin !== new URL(origin).origin) return "other origin";
  const { headers } = sent;
  if (
    url.pathname.startsWith("/_next/static/") ||
    url.pathname.startsWith("/_next/image") ||
    STATIC_TYPES.has(sent.resourceType) ||
    (headers.accept ?? "").startsWith("image/")
  ) {
    return "static file";
  }
  if (headers["next-router-prefetch"] !== undefined) return "prefetch";
  if (headers["next-router-segment-prefetch"] !== undefined) return "prefetch";
  if (headers.rsc !== undefined) return "RSC navigation";
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return "API";
  if (sent.resourceType === "document") return "HTML";
  return "other";
}

/** @param {Sent} sent @returns {Replayed} */
export function toReplayed(sent) {
  const url = new URL(sent.url);
  const headers = Object.fromEntries(
    Object.entries(sent.headers).filter(
      ([name]) => !name.startsWith(":") && !CONNECTION_HEADERS.has(name),
    ),
  );
  return {
    method: sent.method,
    path: `${url.pathname}${url.search}`,
    headers,
    ...(sent.postData ? { body: sent.postData } : {}),
  };
}

/** @param {Visit} visit @param {string} origin */
export function byKind(visit, origin) {
  /** @type {Record<string, Sent[]>} */
  const kinds = Object.fromEntries([...KINDS, ...NOT_REPLAYED].map((kind) => [kind, []]));
  for (const sent of visit.sent) kinds[kindOf(sent, origin)].push(sent);
  return kinds;
}

/** @param {Visit} visit @param {string} origin @returns {Replayed[]} */
export function replayedSequence(visit, origin) {
  return visit.sent.filter((sent) => KINDS.includes(kindOf(sent, origin))).map(toReplayed);
}

/** A client address of its own for the n-th visitor, in the private range 10.0.0.0/8. */
const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Replays a visit on CONNECTIONS connections for `durationS`, each connection repeating the
 * sequence, each round of it from a client address of its own. Visits per second: the answers
 * received over the requests a visit sends, per second, so the visits under way when the time is
 * up count by the share of their requests answered (on a busy machine a connection may finish
 * only one or two whole visits in the time); the whole visits completed are counted beside.
 * @param {string} origin
 * @param {Replayed[]} sequence
 * @param {number} durationS
 */
export async function replayVisits(origin, sequence, durationS) {
  const length = sequence.length;
  let answers = 0;
  let wholeVisits = 0;
  /** @type {Map<string, number>} "status method path" -> count, for answers that are not 2xx */
  const failures = new Map();
  let visitors = 0;
  const startedAt = performance.now();
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: durationS,
    requests: sequence.map((request) => ({
      ...request,
      // The context starts afresh with each round of the sequence: a new visitor.
      setupRequest: (built, context) => {
        context.address ??= visitorAddress((visitors += 1));
        built.headers = { ...built.headers, "x-forwarded-for": context.address };
        return built;
      },
    })),
    setupClient: (client) => {
      // A connection sends the sequence in order, one request at a time.
      let answered = 0;
      client.on("response", (status) => {
        const index = answered % length;
        answered += 1;
        answers += 1;
        if (status < 200 || status > 299) {
          const key = `${status} ${sequence[index].method} ${sequence[index].path}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        if (index === length - 1) wholeVisits += 1;
      });
    },
  });
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    visitsPerSecond: answers / length / seconds,
    wholeVisits,
    failed: result.non2xx + result.errors + result.timeouts,
    failures: [
      ...[...failures].map(([key, count]) => `${count}x ${key}`),
      ...(result.errors ? [`${result.errors} connection errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ],
  };
}

/**
 * Requests per second of one request repeated.
 * @param {string} origin
 * @param {Replayed} request
 * @param {{ durationS: number, connections?: number }} options
 */
export async function repeat(origin, request, { durationS, connections = CONNECTIONS }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: durationS,
    requests: [request],
  });
  return {
    perSecond: result.requests.average,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
