import { availabilityStatus } from "./availability.mjs";
import { hashOf, numberFor } from "./deterministic.mjs";
import { localize } from "./locale.mjs";

/**
 * The PIM's spare and wear part articles. An article number names one article in the whole
 * catalogue (same name, kind and stock wherever it appears); one article may be sold for several
 * products. Articles are arithmetic over their number, so the pool needs no storage; which
 * articles a product has is stored on the product (`part_numbers`, see partNumbersFor).
 */

/**
 * The part families: each product's parts are of its classification's family (partFamilyOf),
 * so a crimp press lists crimp dies and applicator parts, a cut & strip machine blades, guide
 * tubes and rollers. The pools below are shared out among the families by article number
 * (number mod the family count), so an article belongs to one family wherever it is sold.
 */
export const PART_FAMILIES = /** @type {const} */ ([
  "crimp",
  "cutStrip",
  "testing",
  "assembly",
  "general",
]);
/** @typedef {(typeof PART_FAMILIES)[number]} PartFamily */

/** The family of each leaf classification (by slug); any other is "general". */
const FAMILY_OF_CLASSIFICATION = /** @type {Record<string, PartFamily>} */ ({
  "crimp-centers": "crimp",
  "crimp-presses": "crimp",
  applicators: "crimp",
  "seal-loading": "crimp",
  "fully-automatic": "cutStrip",
  "semi-automatic": "cutStrip",
  "coaxial-stripping": "cutStrip",
  "crimp-quality": "testing",
  "cable-testers": "testing",
  "harness-testers": "testing",
  "automation-cells": "assembly",
  "heat-shrink": "assembly",
  twisting: "assembly",
});

/** @param {string | null | undefined} classificationSlug @returns {PartFamily} */
export function partFamilyOf(classificationSlug) {
  return (classificationSlug && FAMILY_OF_CLASSIFICATION[classificationSlug]) || "general";
}

/** Spare parts SP-10000 … SP-10999 (200 a family). */
export const SPARE_FIRST = 10_000;
export const SPARE_COUNT = 1000;
/** Wear parts WP-20000 … WP-20499 (100 a family). */
export const WEAR_FIRST = 20_000;
export const WEAR_COUNT = 500;

/** Parts of a product unless its seed says otherwise (`partCount`). */
export const MIN_PARTS_PER_PRODUCT = 30;
export const MAX_PARTS_PER_PRODUCT = 45;
/** The most parts a product can have: every article of its family. */
export const MAX_PART_COUNT = (SPARE_COUNT + WEAR_COUNT) / PART_FAMILIES.length;

const ARTICLE_NUMBER = /^(SP|WP)-(\d{5})$/;

/**
 * The part types of each family and kind, and the picture of the family's parts of that kind
 * (PIM assets).
 * @type {Record<PartFamily, Record<'spare' | 'wear', { image: string, types: Array<{ en: string, de: string }> }>>}
 */
const PART_TYPES = {
  crimp: {
    spare: {
      image: "part-crimp-spare.svg",
      types: [
        { en: "Applicator ram", de: "Applikator-Stößel" },
        { en: "Crimp force sensor", de: "Crimpkraftsensor" },
        { en: "Servo press motor", de: "Servo-Pressenmotor" },
        { en: "Terminal feed cylinder", de: "Kontaktvorschubzylinder" },
        { en: "Crimp height encoder", de: "Crimphöhen-Messgeber" },
        { en: "Terminal reel holder", de: "Kontaktrollenhalter" },
        { en: "Press control board", de: "Pressensteuerplatine" },
        { en: "Safety light curtain", de: "Sicherheitslichtvorhang" },
        { en: "Paper tape winder", de: "Papierband-Aufwickler" },
        { en: "Pneumatic valve", de: "Pneumatikventil" },
      ],
    },
    wear: {
      image: "part-crimp-wear.svg",
      types: [
        { en: "Crimp die set", de: "Crimpwerkzeug-Satz" },
        { en: "Crimp anvil", de: "Crimp-Amboss" },
        { en: "Wire crimper", de: "Leiter-Crimpstempel" },
        { en: "Insulation crimper", de: "Isolations-Crimpstempel" },
        { en: "Terminal feed finger", de: "Kontaktvorschubfinger" },
        { en: "Cut-off blade", de: "Abtrennmesser" },
        { en: "Stripper plate", de: "Abstreiferplatte" },
        { en: "Seal gripper jaw", de: "Tüllengreiferbacke" },
      ],
    },
  },
  cutStrip: {
    spare: {
      image: "part-cut-strip-spare.svg",
      types: [
        { en: "Blade head", de: "Messerkopf" },
        { en: "Drive roller unit", de: "Antriebsrolleneinheit" },
        { en: "Stepper motor", de: "Schrittmotor" },
        { en: "Encoder", de: "Drehgeber" },
        { en: "Wire straightener unit", de: "Drahtrichteinheit" },
        { en: "Light barrier sensor", de: "Lichtschranke" },
        { en: "Pneumatic valve", de: "Pneumatikventil" },
        { en: "Swivel arm", de: "Schwenkarm" },
        { en: "Touch panel", de: "Touch-Bedienfeld" },
        { en: "Cable carrier", de: "Energiekette" },
      ],
    },
    wear: {
      image: "part-wear.svg",
      types: [
        { en: "Cutting blade", de: "Schneidmesser" },
        { en: "Stripping blade set", de: "Abisoliermesser-Satz" },
        { en: "V-blade pair", de: "V-Messerpaar" },
        { en: "Guide tube", de: "Führungsrohr" },
        { en: "Guide nozzle", de: "Führungsdüse" },
        { en: "Transport belt", de: "Transportriemen" },
        { en: "Feed roller", de: "Vorschubrolle" },
        { en: "Straightening roller", de: "Richtrolle" },
      ],
    },
  },
  testing: {
    spare: {
      image: "part-testing-spare.svg",
      types: [
        { en: "Measuring module", de: "Messmodul" },
        { en: "Test adapter board", de: "Prüfadapterplatine" },
        { en: "High-voltage module", de: "Hochspannungsmodul" },
        { en: "Relay card", de: "Relaiskarte" },
        { en: "Load cell", de: "Kraftmessdose" },
        { en: "Camera module", de: "Kameramodul" },
        { en: "Label printer", de: "Etikettendrucker" },
        { en: "Power supply unit", de: "Netzteil" },
      ],
    },
    wear: {
      image: "part-testing-wear.svg",
      types: [
        { en: "Contact probe", de: "Prüfspitze" },
        { en: "Spring contact pin", de: "Federkontaktstift" },
        { en: "Test clip", de: "Prüfklemme" },
        { en: "Pull test jaw", de: "Zugprüfbacke" },
        { en: "Grinding disc", de: "Schleifscheibe" },
        { en: "Polishing cloth", de: "Poliertuch" },
      ],
    },
  },
  assembly: {
    spare: {
      image: "part-assembly-spare.svg",
      types: [
        { en: "Gripper module", de: "Greifermodul" },
        { en: "Linear axis", de: "Linearachse" },
        { en: "Heating element", de: "Heizelement" },
        { en: "Twisting head motor", de: "Verdrillkopfmotor" },
        { en: "Conveyor motor", de: "Fördermotor" },
        { en: "Safety door switch", de: "Schutztürschalter" },
        { en: "Pneumatic valve", de: "Pneumatikventil" },
        { en: "Touch panel", de: "Touch-Bedienfeld" },
      ],
    },
    wear: {
      image: "part-assembly-wear.svg",
      types: [
        { en: "Gripper finger set", de: "Greiferfinger-Satz" },
        { en: "Tape cutter blade", de: "Klebeband-Abschneidmesser" },
        { en: "Tape applicator roller", de: "Klebeband-Andrückrolle" },
        { en: "Twisting hook", de: "Verdrillhaken" },
        { en: "Sleeve guide", de: "Schlauchführung" },
        { en: "Conveyor belt", de: "Förderband" },
        { en: "Suction cup", de: "Sauggreifer" },
      ],
    },
  },
  general: {
    spare: {
      image: "part-spare.svg",
      types: [
        { en: "Control board", de: "Steuerplatine" },
        { en: "Power supply unit", de: "Netzteil" },
        { en: "Network switch", de: "Netzwerk-Switch" },
        { en: "Touch panel", de: "Touch-Bedienfeld" },
        { en: "Ball bearing", de: "Kugellager" },
        { en: "Gear wheel", de: "Zahnrad" },
        { en: "Pressure regulator", de: "Druckregler" },
        { en: "Drive shaft", de: "Antriebswelle" },
      ],
    },
    wear: {
      image: "part-general-wear.svg",
      types: [
        { en: "Air filter cartridge", de: "Luftfilterpatrone" },
        { en: "Seal insert", de: "Dichtungseinsatz" },
        { en: "Fuse set", de: "Sicherungssatz" },
        { en: "Drive belt", de: "Antriebsriemen" },
        { en: "Lubricant cartridge", de: "Schmierstoffkartusche" },
      ],
    },
  },
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
 * @typedef {{ articleNumber: string, kind: 'spare' | 'wear', family: PartFamily,
 *   name: { en: string, de: string }, image: string }} PartArticle
 */

/**
 * The article of a number, or null for a number outside the pool. Its family is the number's
 * offset mod the family count; its type the family's types in turn.
 * @param {string} articleNumber e.g. "SP-10012"
 * @returns {PartArticle | null}
 */
export function articleOf(articleNumber) {
  const match = typeof articleNumber === "string" ? ARTICLE_NUMBER.exec(articleNumber) : null;
  if (!match) return null;
  const kind = match[1] === "SP" ? "spare" : "wear";
  const offset = Number(match[2]) - (kind === "spare" ? SPARE_FIRST : WEAR_FIRST);
  if (offset < 0 || offset >= (kind === "spare" ? SPARE_COUNT : WEAR_COUNT)) return null;
  const family = /** @type {PartFamily} */ (PART_FAMILIES[offset % PART_FAMILIES.length]);
  const index = Math.floor(offset / PART_FAMILIES.length);
  const { image, types } = PART_TYPES[family][kind];
  const type = /** @type {{ en: string, de: string }} */ (types[index % types.length]);
  // The model code tells articles of one type apart: "Cutting blade K-041".
  const code = `${String.fromCharCode(65 + (Math.floor(index / types.length) % 26))}-${String(offset).padStart(3, "0")}`;
  return {
    articleNumber,
    kind,
    family,
    name: { en: `${type.en} ${code}`, de: `${type.de} ${code}` },
    image,
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
 * The article numbers of a product, fixed by its id, all of its family: about 60 % spare and
 * 40 % wear parts, no number twice, spare parts first, each kind ascending.
 * @param {string} productId
 * @param {number} [count] how many; default 30 to 45, fixed by the id
 * @param {PartFamily} [family] the product's part family (partFamilyOf its classification)
 * @returns {string[]}
 */
export function partNumbersFor(productId, count, family = "general") {
  const total =
    count ?? numberFor(`${productId}#parts`, MIN_PARTS_PER_PRODUCT, MAX_PARTS_PER_PRODUCT);
  if (!Number.isInteger(total) || total < 1 || total > MAX_PART_COUNT) {
    throw new RangeError(`part count must be from 1 to ${MAX_PART_COUNT}, not ${total}`);
  }
  const families = PART_FAMILIES.length;
  const f = PART_FAMILIES.indexOf(family);
  if (f < 0) throw new RangeError(`unknown part family ${family}`);
  const wearPool = WEAR_COUNT / families;
  const sparePool = SPARE_COUNT / families;
  const wear = Math.min(wearPool, Math.round(total * 0.4));
  const spare = total - wear;
  const numbers = (/** @type {number[]} */ indexes) =>
    indexes.map((index) => index * families + f).sort((a, b) => a - b);
  return [
    ...numbers(walk(`${productId}#spare`, spare, sparePool)).map((n) => `SP-${SPARE_FIRST + n}`),
    ...numbers(walk(`${productId}#wear`, wear, wearPool)).map((n) => `WP-${WEAR_FIRST + n}`),
  ];
}

/** @param {string} key @param {number} count @param {number} size @returns {number[]} */
function walk(key, count, size) {
  const hash = hashOf(key);
  const step = /** @type {number} */ (STEPS[hash % STEPS.length]);
  const start = Math.floor(hash / STEPS.length) % size;
  const offsets = [];
  for (let i = 0; i < count; i += 1) offsets.push((start + i * step) % size);
  return offsets;
}
