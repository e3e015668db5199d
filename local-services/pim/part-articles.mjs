import { availabilityStatus } from "./availability.mjs";
import { hashOf, numberFor } from "./deterministic.mjs";
import { localize } from "./locale.mjs";

/**
 * The PIM's spare and wear part articles. An article number names one article in the whole
 * catalogue (same name, kind and stock wherever it appears); one article may be sold for several
 * products. Articles are arithmetic over their number, so the pool needs no storage; which
 * articles a product has is stored on the product (`part_numbers`, see partNumbersFor).
 */

/** Spare parts SP-10000 … SP-10399. */
export const SPARE_FIRST = 10_000;
export const SPARE_COUNT = 400;
/** Wear parts WP-20000 … WP-20199. */
export const WEAR_FIRST = 20_000;
export const WEAR_COUNT = 200;

/** Parts of a product unless its seed says otherwise (`partCount`). */
export const MIN_PARTS_PER_PRODUCT = 30;
export const MAX_PARTS_PER_PRODUCT = 45;
/** The most parts a product can have: every article of the pool. */
export const MAX_PART_COUNT = SPARE_COUNT + WEAR_COUNT;

const ARTICLE_NUMBER = /^(SP|WP)-(\d{5})$/;

/** @type {Record<'spare' | 'wear', Array<{ en: string, de: string }>>} */
const PART_TYPES = {
  spare: [
    { en: "Stepper motor", de: "Schrittmotor" },
    { en: "Pneumatic valve", de: "Pneumatikventil" },
    { en: "Light barrier sensor", de: "Lichtschranke" },
    { en: "Drive shaft", de: "Antriebswelle" },
    { en: "Ball bearing", de: "Kugellager" },
    { en: "Control board", de: "Steuerplatine" },
    { en: "Encoder", de: "Drehgeber" },
    { en: "Pressure regulator", de: "Druckregler" },
    { en: "Touch panel", de: "Touch-Bedienfeld" },
    { en: "Power supply unit", de: "Netzteil" },
    { en: "Gear wheel", de: "Zahnrad" },
    { en: "Cable carrier", de: "Energiekette" },
  ],
  wear: [
    { en: "Cutting blade", de: "Schneidmesser" },
    { en: "Stripping blade set", de: "Abisoliermesser-Satz" },
    { en: "Guide tube", de: "Führungsrohr" },
    { en: "Transport belt", de: "Transportriemen" },
    { en: "Feed roller", de: "Vorschubrolle" },
    { en: "Crimp anvil", de: "Crimp-Amboss" },
    { en: "Crimp punch", de: "Crimp-Stempel" },
    { en: "Air filter cartridge", de: "Luftfilterpatrone" },
    { en: "Straightening roller", de: "Richtrolle" },
    { en: "Seal insert", de: "Dichtungseinsatz" },
  ],
};

/**
 * The stock locations, with the days a part in stock there takes to the customer. A location
 * without stock has the restocking time instead (see stockOf).
 */
export const STOCK_LOCATIONS = [
  {
    code: "CH",
    name: {
      en: "Dierikon, Switzerland",
      de: "Dierikon, Schweiz",
      fr: "Dierikon, Suisse",
      es: "Dierikon, Suiza",
    },
    deliveryDays: 1,
  },
  {
    code: "DE",
    name: {
      en: "Ettlingen, Germany",
      de: "Ettlingen, Deutschland",
      fr: "Ettlingen, Allemagne",
      es: "Ettlingen, Alemania",
    },
    deliveryDays: 2,
  },
  {
    code: "US",
    name: {
      en: "Canton, USA",
      de: "Canton, USA",
      fr: "Canton, États-Unis",
      es: "Canton, EE. UU.",
    },
    deliveryDays: 4,
  },
  {
    code: "CN",
    name: {
      en: "Shanghai, China",
      de: "Shanghai, China",
      fr: "Shanghai, Chine",
      es: "Shanghái, China",
    },
    deliveryDays: 6,
  },
];

/**
 * @typedef {{ location: string, locationCode: string, pieces: number, availabilityDays: number,
 *   status: import('./availability.mjs').AvailabilityStatus }} PartStock
 * @typedef {{ articleNumber: string, kind: 'spare' | 'wear', name: { en: string, de: string },
 *   image: string }} PartArticle
 */

/**
 * The article of a number, or null for a number outside the pool.
 * @param {string} articleNumber e.g. "SP-10012"
 * @returns {PartArticle | null}
 */
export function articleOf(articleNumber) {
  const match = typeof articleNumber === "string" ? ARTICLE_NUMBER.exec(articleNumber) : null;
  if (!match) return null;
  const kind = match[1] === "SP" ? "spare" : "wear";
  const offset = Number(match[2]) - (kind === "spare" ? SPARE_FIRST : WEAR_FIRST);
  if (offset < 0 || offset >= (kind === "spare" ? SPARE_COUNT : WEAR_COUNT)) return null;
  const types = PART_TYPES[kind];
  const type = /** @type {{ en: string, de: string }} */ (types[offset % types.length]);
  // The model code tells articles of one type apart: "Cutting blade K-04".
  const code = `${String.fromCharCode(65 + (Math.floor(offset / types.length) % 26))}-${String(offset).padStart(3, "0")}`;
  return {
    articleNumber,
    kind,
    name: { en: `${type.en} ${code}`, de: `${type.de} ${code}` },
    image: kind === "spare" ? "part-spare.svg" : "part-wear.svg",
  };
}

/**
 * Stock of an article per location. The central warehouse (Dierikon) always lists the article,
 * each other location about every other article. Pieces spread over all four availability
 * statuses; availability in days is the location's delivery time when in stock, else the
 * restocking time (10 to 40 days).
 * @param {string} articleNumber
 * @param {string} [language] the location names' language, else English
 * @returns {PartStock[]}
 */
export function stockOf(articleNumber, language = "en") {
  return STOCK_LOCATIONS.filter(
    (location, i) => i === 0 || hashOf(`${articleNumber}@${location.code}?`) % 2 === 0,
  ).map((location) => {
    const key = `${articleNumber}@${location.code}`;
    const band = hashOf(key) % 20;
    const pieces =
      band < 3
        ? 0
        : band < 7
          ? numberFor(`${key}#low`, 1, 4)
          : band < 13
            ? numberFor(`${key}#medium`, 5, 19)
            : numberFor(`${key}#high`, 20, 250);
    return {
      location: /** @type {string} */ (localize(location.name, language)),
      locationCode: location.code,
      pieces,
      availabilityDays: pieces > 0 ? location.deliveryDays : numberFor(`${key}#restock`, 10, 40),
      status: availabilityStatus(pieces),
    };
  });
}

/** Steps coprime to both pool sizes, so stepping through a pool never repeats an article. */
const STEPS = [7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

/**
 * The article numbers of a product, fixed by its id: about 60 % spare and 40 % wear parts, no
 * number twice, spare parts first, each kind ascending.
 * @param {string} productId
 * @param {number} [count] how many; default 30 to 45, fixed by the id
 * @returns {string[]}
 */
export function partNumbersFor(productId, count) {
  const total =
    count ?? numberFor(`${productId}#parts`, MIN_PARTS_PER_PRODUCT, MAX_PARTS_PER_PRODUCT);
  if (!Number.isInteger(total) || total < 1 || total > MAX_PART_COUNT) {
    throw new RangeError(`part count must be from 1 to ${MAX_PART_COUNT}, not ${total}`);
  }
  const wear = Math.min(WEAR_COUNT, Math.round(total * 0.4));
  const spare = total - wear;
  return [
    ...walk(`${productId}#spare`, spare, SPARE_COUNT).map((n) => `SP-${SPARE_FIRST + n}`),
    ...walk(`${productId}#wear`, wear, WEAR_COUNT).map((n) => `WP-${WEAR_FIRST + n}`),
  ];
}

/** @param {string} key @param {number} count @param {number} size @returns {number[]} */
function walk(key, count, size) {
  const hash = hashOf(key);
  const step = /** @type {number} */ (STEPS[hash % STEPS.length]);
  const start = Math.floor(hash / STEPS.length) % size;
  const offsets = [];
  for (let i = 0; i < count; i += 1) offsets.push((start + i * step) % size);
  return offsets.sort((a, b) => a - b);
}
