/**
 * Puts the large catalogue (10,000 products, local-services/pim/large-catalogue.mjs) into the
 * store of LOCAL_SERVICES_DATA_DIR, for scale tests; the PIM stand-in serves it from then on,
 * also after plain restarts. `--demo` puts the demo catalogue back.
 *
 *   node local-services/pim/generate-large-catalogue.mjs [--demo]
 *
 * Starting the server with LOCAL_PIM_CATALOGUE=large does the same on start-up.
 */
import { readConfig } from "../config.mjs";
import { openStore } from "../store/document-store.mjs";
import { seedPim } from "./seeder.mjs";

const args = process.argv.slice(2);
if (args.some((arg) => arg !== "--demo")) {
  console.error("usage: node local-services/pim/generate-large-catalogue.mjs [--demo]");
  process.exit(2);
}
const catalogue = args.includes("--demo") ? "demo" : "large";
const { dataDir } = readConfig();
const store = openStore({ dataDir });
try {
  const started = performance.now();
  const result = seedPim(store, { catalogue, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`pim: ${result.products} products (${catalogue}) in ${dataDir}, ${seconds} s`);
} finally {
  store.close();
}
