/**
 * Puts 10,000 tickets of one company into the store of LOCAL_SERVICES_DATA_DIR for scale tests
 * (local-services/portal/README.md), with the account tickets-10k@example.com (demo password,
 * the demo customer's roles) in that company; `--remove` takes them out again.
 *
 *   node local-services/portal/generate-large-tickets.mjs [--company "<name>"] [--remove]
 *
 * Default company: "Large Ticket Volume AG". Run it with the local services stopped or running
 * (SQLite serialises the writes); the portal back end serves the tickets at once.
 */
import { readConfig } from "../config.mjs";
import { openStore } from "../store/document-store.mjs";
import {
  generateLargeTickets,
  LARGE_TICKETS_COMPANY,
  LARGE_TICKETS_EMAIL,
} from "./demo/large-tickets.mjs";

const USAGE =
  'usage: node local-services/portal/generate-large-tickets.mjs [--company "<name>"] [--remove]';

/** @param {string[]} args */
function parseArgs(args) {
  let company = LARGE_TICKETS_COMPANY;
  let remove = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === "--remove") remove = true;
    else if (arg === "--company" && args[index + 1]?.trim()) {
      company = String(args[index + 1]).trim();
      index += 1;
    } else return null;
  }
  return { company, remove };
}

const options = parseArgs(process.argv.slice(2));
if (!options) {
  console.error(USAGE);
  process.exit(2);
}
const { dataDir } = readConfig();
const store = openStore({ dataDir });
try {
  const started = performance.now();
  const result = await generateLargeTickets(store, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    options.remove
      ? `portal: removed the large ticket set of ${result.company} and ${LARGE_TICKETS_EMAIL} from ${dataDir}`
      : `portal: ${result.tickets} tickets for ${result.company} (sign in as ${LARGE_TICKETS_EMAIL}) in ${dataDir}, ${seconds} s`,
  );
} finally {
  store.close();
}
