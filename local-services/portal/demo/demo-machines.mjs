import fs from "node:fs";
import path from "node:path";
import { PIM_SEED_DIR } from "../../pim/seed-reader.mjs";

/**
 * The one list of a demo company's machines: every screen (inventory, product information,
 * tickets, parts orders) reads the rows seeded from it, so a machine has one name, model and
 * serial number everywhere.
 *
 * The models are the PIM catalogue's machines (local-services/pim/seed/products/*.json): the
 * model is the product's name up to its model number ("Ferrion CC 488 Crimp Center" → "Ferrion
 * CC 488"), the serial number `<model code>-<year of build>-<5 digits>` ("CC488-2021-17919").
 */

/** The PIM products the demo's machines are, with the first year the demo builds them. */
const CATALOGUE_MACHINES = /** @type {const} */ ([
  ["HOV-HA-0500", 2019],
  ["FER-CC-0488", 2021],
  ["FER-CC-0355", 2018],
  ["FER-CS-3300", 2020],
  ["FER-CS-3100", 2022],
  ["FER-CC-0550", 2023],
  ["STX-PS-9800", 2017],
  ["HOV-TM-0040", 2024],
  ["FER-CS-5500", 2021],
]);

/** The last year a demo machine can be built in (the demo's reference date is 2026-11-16). */
const LAST_YEAR = 2026;

/**
 * The English name of a PIM seed product.
 * @param {string} productId
 * @returns {string}
 */
function catalogueNameOf(productId) {
  const dir = path.join(PIM_SEED_DIR, "products");
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith(".json")) continue;
    const product = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    if (product.id !== productId) continue;
    return typeof product.name === "string" ? product.name : product.name.en;
  }
  throw new Error(`The PIM seed has no product ${productId}`);
}

/**
 * The model of a catalogue name: its words up to the first one with a digit.
 * @param {string} name
 */
export function modelOfCatalogueName(name) {
  const words = name.split(" ");
  const last = words.findIndex((word) => /\d/.test(word));
  return words.slice(0, last + 1).join(" ");
}

/**
 * @typedef {object} DemoModel
 * @property {string} productId the PIM product
 * @property {string} model e.g. "Ferrion CC 488"
 * @property {string} shortName the model without its brand, e.g. "CC 488" (machine names)
 * @property {string} code the serial number's model code, e.g. "CC488"
 * @property {number} year the first year the demo builds it
 */

/** @type {DemoModel[]} */
export const MACHINE_MODELS = CATALOGUE_MACHINES.map(([productId, year]) => {
  const model = modelOfCatalogueName(catalogueNameOf(productId));
  const [, family, number] = /** @type {RegExpExecArray} */ (
    /^[A-Z]+-([A-Z]+)-(\d+)$/.exec(productId)
  );
  return {
    productId,
    model,
    shortName: model.split(" ").slice(1).join(" "),
    code: `${family}${Number(number)}`,
    year,
  };
});

/** How many machines stand at a company's first, second and third location. */
export const MACHINES_PER_LOCATION = [2, 3, 4];

/**
 * @typedef {object} DemoMachineSpec
 * @property {string} id
 * @property {number} locationIndex 0-based
 * @property {number} number 1-based over the company
 * @property {string} name
 * @property {string} model
 * @property {string} productId
 * @property {string} serialNumber
 * @property {number} year
 */

/** Steps through the model list that reach every model of it (prime to its length, 9). */
const STRIDES = [1, 2, 4, 5, 7, 8];
/**
 * Which of its six models each of a company's nine machines is: the six machines in its first
 * organization (two in three, `machineOrganizationOf`) six different ones, the three in its
 * other organizations again the first three.
 */
const MODEL_PICKS = [0, 1, 0, 2, 3, 1, 4, 5, 2];

/**
 * The machines of a company, by its id tag (the hash part of its key): each company owns six
 * of the catalogue models of its own choosing (a start and a step through the list taken from
 * the tag), its nine machines taking them as `MODEL_PICKS` says; the year of build is the model's first year
 * or one of the two after (never past 2026), and the serial number holds the model's code, that
 * year and five digits of the machine's own.
 * @param {string} tag 8 hex digits
 * @returns {DemoMachineSpec[]}
 */
export function demoMachinesOf(tag) {
  const seed = parseInt(tag, 16);
  const start = seed % MACHINE_MODELS.length;
  const stride = /** @type {number} */ (STRIDES[Math.floor(seed / 16) % STRIDES.length]);
  /** @type {DemoMachineSpec[]} */
  const machines = [];
  let number = 0;
  MACHINES_PER_LOCATION.forEach((count, locationIndex) => {
    for (let m = 0; m < count; m += 1) {
      const pick = /** @type {number} */ (MODEL_PICKS[number % MODEL_PICKS.length]);
      const model = /** @type {DemoModel} */ (
        MACHINE_MODELS[(start + pick * stride) % MACHINE_MODELS.length]
      );
      number += 1;
      const year = Math.min(LAST_YEAR, model.year + ((seed + number) % 3));
      const digits = String(10_000 + ((number * 7919 + seed) % 90_000));
      machines.push({
        id: `M-${tag}-${number}`,
        locationIndex,
        number,
        name: `Line ${locationIndex + 1}.${m + 1} ${model.shortName}`,
        model: model.model,
        productId: model.productId,
        serialNumber: `${model.code}-${year}-${digits}`,
        year,
      });
    }
  });
  return machines;
}
