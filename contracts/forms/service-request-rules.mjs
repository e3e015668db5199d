import * as z from "../validation/zod-mini.mjs";

/**
 * The rules of the service request (spec 001 §3 "Service request fields", §5 "Service request"),
 * shared by the browser's form (react-hook-form) and every server that accepts one (the site's
 * form route, the local stand-ins): plain JavaScript with zod's "mini" build, like
 * contracts/portal/tickets/ticket-input-rules.mjs. Messages are keys of the `ServiceRequest` namespace
 * of messages/: the form shows them in the page's language; a server names them in its 400.
 *
 * Decisions the spec leaves open:
 * - Required fields with a quoted message use it (E-Mail, zip, country, requested service, case
 *   id, serial number); every other required field, and a wrong optional one, gets the general
 *   "Please enter a valid value" (`invalid`).
 * - Single-line texts refuse control characters (line breaks included): nothing typed can start a
 *   new header line wherever a value ends up. Texts are trimmed; limits are in `LIMITS`.
 * - E-Mail: zod's e-mail pattern (letters, digits and `_'+-.` before the at sign, a dotted domain
 *   with a top-level of two letters or more), at most 254 characters.
 * - Country: an ISO 3166-1 alpha-2 code of `COUNTRY_CODES`, every assigned code. A machine can
 *   stand anywhere, so the list is the world, not the content system's site countries that the
 *   account profile offers (lib/portal/account-options.ts), and it needs no call to check. The
 *   form names the codes with Intl.DisplayNames in the page's language.
 * - Zip: the country's own format where it is well known (`ZIP_FORMATS`: CH, DE, AT, US, GB, …,
 *   case-insensitive, an optional space or hyphen where the country writes one); any other
 *   country, or no valid country yet: 2 to 10 letters or digits, inner spaces and hyphens allowed.
 *   The separate return address's zip follows the return country.
 * - Serial number: 4 to 40 characters, letters and digits in groups joined by single `-`, `/`,
 *   `.` or spaces, at least one digit: the machines' serial numbers (`CC488-2023-12345` in the
 *   portal stand-in's demo data) pass, and older plates (`12345`, `AL 488/2020`) do too.
 * - Requested service: one of `REQUESTED_SERVICES`. Reason: optional free text. Warranty and
 *   service contract: optional answers of `YES_NO_UNKNOWN` (empty means not answered).
 * - Telephone (optional): digits, spaces and `+()./-`, 5 to 30 characters with at least 5 digits.
 * - Existing case: `existingCase: true` requires `caseId` (letters, digits, `._/-`, at most 30;
 *   the portal's ticket ids such as `T-1042` pass); without the flag the case id is dropped.
 * - Separate return address: `separateReturnAddress: true` requires every `return…` field (company,
 *   address, city, state, zip, country) by the same rules as the main address; without the flag
 *   they are dropped.
 * - Contact location: the id of the site location chosen (content system id characters).
 */

export const LIMITS = /** @type {const} */ ({
  name: 100,
  email: 254,
  telephone: 30,
  company: 200,
  address: 200,
  city: 100,
  state: 100,
  zip: 10,
  reason: 500,
  subject: 200,
  description: 10_000,
  caseId: 30,
  machineName: 100,
  serialNumber: 40,
  id: 100,
});

/** The services a request can ask for (labels: ServiceRequest.service.<value>). */
export const REQUESTED_SERVICES = /** @type {const} */ ([
  "REPAIR",
  "ON_SITE_SERVICE",
  "MAINTENANCE",
  "CALIBRATION",
  "UPGRADE",
  "TRAINING",
  "OTHER",
]);

/** Warranty and service contract (labels: ServiceRequest.answer.<value>). */
export const YES_NO_UNKNOWN = /** @type {const} */ (["YES", "NO", "UNKNOWN"]);

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES = /** @type {[string, ...string[]]} */ (
  /** @type {unknown} */ (
    `
    AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ
    BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
    DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS
    GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
    KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
    MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
    PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
    SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
    VN VU WF WS YE YT ZA ZM ZW
  `
      .trim()
      .split(/\s+/)
  )
);

/** Zip formats of countries whose format is well known (upper case; see the module comment). */
export const ZIP_FORMATS = /** @type {Readonly<Record<string, RegExp>>} */ ({
  AT: /^\d{4}$/,
  AU: /^\d{4}$/,
  BE: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  CH: /^\d{4}$/,
  CN: /^\d{6}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  HU: /^\d{4}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  IN: /^\d{3} ?\d{3}$/,
  IT: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  KR: /^\d{5}$/,
  LI: /^94\d{2}$/,
  MA: /^\d{5}$/,
  MX: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  NO: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  RU: /^\d{6}$/,
  SE: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  TN: /^\d{4}$/,
  TR: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
});
const LENIENT_ZIP = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

/** Whether `zip` is a valid zip code of `country` (any country code; unknown ones are lenient). */
export function isValidZip(/** @type {string} */ zip, /** @type {string} */ country) {
  const format = Object.hasOwn(ZIP_FORMATS, country) ? ZIP_FORMATS[country] : LENIENT_ZIP;
  return /** @type {RegExp} */ (format).test(zip.trim().toUpperCase());
}

/** The message keys (ServiceRequest namespace); `invalid` is the general one. */
export const SERVICE_REQUEST_MESSAGES = /** @type {const} */ ([
  "invalid",
  "emailInvalid",
  "zipInvalid",
  "countryRequired",
  "serviceRequired",
  "caseIdRequired",
  "serialNumberInvalid",
]);

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
const SERIAL_NUMBER = /^(?=.{4})(?=[^\d]*\d)[A-Za-z0-9]+(?:[-/. ][A-Za-z0-9]+)*$/;
/** Empty (the field is optional) or a number. */
const TELEPHONE_OR_EMPTY = /^$|^(?=(?:\D*\d){5})\+?[0-9 ()./-]+$/;
const CASE_ID = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;

const line = (/** @type {number} */ max, /** @type {string} */ message) =>
  z
    .string(message)
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, message),
      z.regex(NO_CONTROL_CHARACTERS, message),
    );
const matching = (
  /** @type {number} */ max,
  /** @type {RegExp} */ pattern,
  /** @type {string} */ message,
) =>
  z
    .string(message)
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, message), z.regex(pattern, message));
/** Optional text: empty or left out is fine; given, it must match `pattern` (empty included). */
const optionalText = (/** @type {number} */ max, /** @type {RegExp} */ pattern) =>
  z.optional(
    z.string("invalid").check(z.trim(), z.maxLength(max, "invalid"), z.regex(pattern, "invalid")),
  );
const flag = z.optional(z.boolean("invalid"));
const answer = z.optional(z.enum([...YES_NO_UNKNOWN, ""], "invalid"));
/** Fields that must be filled only when a flag is on; checked by `conditionalRules`. */
const whenChosen = z.optional(z.string("invalid"));

const addressRules = {
  company: line(LIMITS.company, "invalid"),
  address: line(LIMITS.address, "invalid"),
  city: line(LIMITS.city, "invalid"),
  state: line(LIMITS.state, "invalid"),
  zip: line(LIMITS.zip, "zipInvalid"),
  country: z.enum(COUNTRY_CODES, "countryRequired"),
};

/** The return address fields (`return…`, as the form and the body name them) and their rules. */
const RETURN_ADDRESS_FIELDS = /** @type {const} */ ({
  returnCompany: "company",
  returnAddress: "address",
  returnCity: "city",
  returnState: "state",
  returnZip: "zip",
  returnCountry: "country",
});

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The rules that depend on other fields: the zip by its country, the case id by the existing-case
 * flag, the return address by its flag. They run even when other fields are wrong, so an empty
 * form shows every message at once.
 */
const conditionalRules = z.superRefine(
  (/** @type {Record<string, unknown>} */ values, context) => {
    const problem = (/** @type {string} */ path, /** @type {string} */ message) =>
      context.addIssue({ code: "custom", path: [path], message, input: values[path] });
    const zipOf = (/** @type {string} */ zipField, /** @type {string} */ countryField) => {
      const zip = values[zipField];
      const country = values[countryField];
      // A zip that breaks the field's own rules has its message already.
      if (typeof zip !== "string" || !addressRules.zip.safeParse(zip).success) return;
      if (!isValidZip(zip, typeof country === "string" ? country : "")) {
        problem(zipField, "zipInvalid");
      }
    };
    zipOf("zip", "country");

    if (values.existingCase === true) {
      const result = matching(LIMITS.caseId, CASE_ID, "caseIdRequired").safeParse(values.caseId);
      if (!result.success) problem("caseId", "caseIdRequired");
    }

    if (values.separateReturnAddress === true) {
      for (const [field, rulesOf] of Object.entries(RETURN_ADDRESS_FIELDS)) {
        const rules = addressRules[/** @type {keyof typeof addressRules} */ (rulesOf)];
        const result = rules.safeParse(values[field]);
        if (!result.success) problem(field, result.error.issues[0]?.message ?? "invalid");
      }
      zipOf("returnZip", "returnCountry");
    }
  },
  { when: (payload) => isRecord(payload.value) },
);

/**
 * A service request (spec 001 §3, §5). The checked values: texts trimmed, an optional field left
 * empty is absent (undefined), the case id and the return address fields only when their flag is
 * on, the flags plain booleans.
 */
export const serviceRequestSchema = z.pipe(
  z
    .object({
      firstName: line(LIMITS.name, "invalid"),
      lastName: line(LIMITS.name, "invalid"),
      email: matching(LIMITS.email, z.regexes.email, "emailInvalid"),
      telephone: optionalText(LIMITS.telephone, TELEPHONE_OR_EMPTY),
      ...addressRules,
      separateReturnAddress: flag,
      returnCompany: whenChosen,
      returnAddress: whenChosen,
      returnCity: whenChosen,
      returnState: whenChosen,
      returnZip: whenChosen,
      returnCountry: whenChosen,
      requestedService: z.enum(REQUESTED_SERVICES, "serviceRequired"),
      reason: optionalText(LIMITS.reason, NO_CONTROL_CHARACTERS),
      subject: line(LIMITS.subject, "invalid"),
      description: matching(LIMITS.description, /\S/, "invalid"),
      existingCase: flag,
      caseId: whenChosen,
      machineName: line(LIMITS.machineName, "invalid"),
      serialNumber: matching(LIMITS.serialNumber, SERIAL_NUMBER, "serialNumberInvalid"),
      warranty: answer,
      serviceContract: answer,
      contactLocation: matching(LIMITS.id, ID, "invalid"),
    })
    .check(conditionalRules),
  z.transform((values) => {
    const given = (/** @type {string | undefined} */ text) => (text ? text.trim() : undefined);
    const existingCase = values.existingCase === true;
    const separateReturnAddress = values.separateReturnAddress === true;
    const returned = (/** @type {string | undefined} */ text) =>
      separateReturnAddress ? given(text) : undefined;
    return {
      ...values,
      telephone: given(values.telephone),
      reason: given(values.reason),
      warranty: given(values.warranty),
      serviceContract: given(values.serviceContract),
      existingCase,
      caseId: existingCase ? given(values.caseId) : undefined,
      separateReturnAddress,
      returnCompany: returned(values.returnCompany),
      returnAddress: returned(values.returnAddress),
      returnCity: returned(values.returnCity),
      returnState: returned(values.returnState),
      returnZip: returned(values.returnZip),
      returnCountry: returned(values.returnCountry),
    };
  }),
);
