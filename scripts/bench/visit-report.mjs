// What a recorded visit sent, printed by kind (visit.mjs): counts, bytes, what the browser cut off
// and the router headers each kind carried.
import { byKind, KINDS } from "./visit-replay.mjs";

/**
 * @typedef {import("./visit-browser.mjs").Sent} Sent
 * @typedef {import("./visit-browser.mjs").Visit} Visit
 * @typedef {import("./visit-browser.mjs").VisitPlan} VisitPlan
 */

/** The headers that decide how a request is answered, shown for each kind. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-router-state-tree",
  "next-url",
  "cookie",
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The router headers a request carried: their names, and the values of those that say what kind
 * of prefetch it is (the others differ from page to page).
 * @param {Sent} sent
 */
function routerHeaders(sent) {
  const present = ROUTER_HEADERS.filter((name) => sent.headers[name] !== undefined);
  const shown = present.map((name) =>
    name.startsWith("next-router-prefetch") || name.startsWith("next-router-segment")
      ? `${name}: ${sent.headers[name]}`
      : name,
  );
  return shown.join(", ") || "no router header, no cookie";
}

/**
 * Per kind: how many, bytes as transferred, how many the browser cut off (Next.js stops reading
 * a dynamic page's prefetch once it has the part it keeps), how many got no 2xx, and the router
 * headers they carried.
 * @param {Visit} visit
 * @param {string} origin
 */
function visitSummary(visit, origin) {
  const kinds = byKind(visit, origin);
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, sent]) => {
      /** @type {Map<string, number>} */
      const headerSets = new Map();
      for (const one of sent) {
        headerSets.set(routerHeaders(one), (headerSets.get(routerHeaders(one)) ?? 0) + 1);
      }
      return [
        kind,
        {
          count: sent.length,
          bodyBytes: sent.reduce((sum, one) => sum + one.bodyBytes, 0),
          headerBytes: sent.reduce((sum, one) => sum + one.headerBytes, 0),
          cutOff: sent.filter((one) => one.failure !== null && one.status !== 0).length,
          notAnswered: sent.filter((one) => one.status === 0).length,
          not2xx: sent.filter((one) => one.status !== 0 && (one.status < 200 || one.status > 299))
            .length,
          headerSets: [...headerSets].map(([headers, count]) => `${count}x ${headers}`),
        },
      ];
    }),
  );
}

export /**
 * Prints what the first measured visit of a site sent, by kind.
 * @param {VisitPlan} plan
 * @param {Visit[]} visits
 * @param {string} origin
 */
function printRequests(plan, visits, origin) {
  const summaries = visits.map((one) => visitSummary(one, origin));
  const [first] = summaries;
  const replayed = KINDS.reduce((sum, kind) => sum + first[kind].count, 0);
  console.log(
    `  ${plan.name}: ${[plan.landing, ...visits[0].clicks.map((click) => click.path)].join(" → ")}, ${replayed} requests replayed a visit`,
  );
  for (const kind of KINDS) {
    const { count, bodyBytes, headerBytes, cutOff, notAnswered, not2xx } = first[kind];
    if (count === 0) continue;
    const counts = summaries.map((summary) => summary[kind].count);
    const notes = [
      `${kB(bodyBytes)} (+${kB(headerBytes)} headers)`,
      cutOff ? `${cutOff} cut off by the browser` : "",
      notAnswered ? `${notAnswered} without an answer` : "",
      not2xx ? `${not2xx} not 2xx` : "",
      Math.min(...counts) === Math.max(...counts)
        ? ""
        : `${Math.min(...counts)}-${Math.max(...counts)} in the ${visits.length} visits`,
    ];
    console.log(
      `    ${kind.padEnd(15)} ${String(count).padStart(3)}  ${notes.filter(Boolean).join("; ")}`,
    );
    console.log(`      ${first[kind].headerSets.join("; ")}`);
  }
  const aside = [
    `${first["static file"].count} static files (${kB(first["static file"].bodyBytes)})`,
    `${first["other origin"].count} requests to other origins (${kB(first["other origin"].bodyBytes)})`,
  ];
  console.log(`    not replayed: ${aside.join(", ")}`);
}
