import { describe, expect, it } from "vitest";

import {
  COUNTRY_CODES,
  isValidZip,
  LIMITS,
  REQUESTED_SERVICES,
  SERVICE_REQUEST_MESSAGES,
  serviceRequestSchema,
  YES_NO_UNKNOWN,
  ZIP_FORMATS,
} from "@/contracts/forms/service-request-rules.mjs";
import { MACHINE_MODELS } from "@/local-services/portal/demo/demo-machines.mjs";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

const valid = {
  firstName: "Carla",
  lastName: "Kunde",
  email: "carla.kunde@example.com",
  telephone: "",
  company: "Kabelwerk Kunde AG",
  address: "Industriestrasse 6",
  city: "Dierikon",
  state: "Luzern",
  zip: "6036",
  country: "CH",
  separateReturnAddress: false,
  returnCompany: "",
  returnAddress: "",
  returnCity: "",
  returnState: "",
  returnZip: "",
  returnCountry: "",
  requestedService: "REPAIR",
  reason: "",
  subject: "Crimp height drifts",
  description: "Since Monday the crimp height drifts by 0.05 mm.\nPlease call.",
  existingCase: false,
  caseId: "",
  machineName: "Line 1.1 Zeta",
  serialNumber: "ZT640-2019-17919",
  warranty: "",
  serviceContract: "",
  contactLocation: "loc-dierikon",
};

const returnAddress = {
  separateReturnAddress: true,
  returnCompany: "Kabelwerk Kunde GmbH",
  returnAddress: "Industriestraße 12",
  returnCity: "Stuttgart",
  returnState: "Baden-Württemberg",
  returnZip: "70565",
  returnCountry: "DE",
};

/** The first message of each wrong field, as the form shows them; null when the request passes. */
function messages(values: Record<string, unknown>) {
  const result = serviceRequestSchema.safeParse(values);
  if (result.success) return null;
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const change = (fields: Record<string, unknown>) => messages({ ...valid, ...fields });

describe("a service request (spec 001 §3, §5)", () => {
  it("passes, trimmed, optional fields left empty absent, unused conditional fields dropped", () => {
    const result = serviceRequestSchema.safeParse({
      ...valid,
      firstName: "  Carla ",
      caseId: "T-1",
      returnCity: "Somewhere",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ...valid,
      telephone: undefined,
      reason: undefined,
      warranty: undefined,
      serviceContract: undefined,
      caseId: undefined,
      returnCompany: undefined,
      returnAddress: undefined,
      returnCity: undefined,
      returnState: undefined,
      returnZip: undefined,
      returnCountry: undefined,
    });
  });

  it("takes a request whose optional fields and flags are left out altogether", () => {
    const leftOut = new Set([
      "telephone",
      "reason",
      "warranty",
      "serviceContract",
      "existingCase",
      "caseId",
      "separateReturnAddress",
      ...Object.keys(returnAddress),
    ]);
    const required = Object.fromEntries(Object.entries(valid).filter(([key]) => !leftOut.has(key)));
    const result = serviceRequestSchema.safeParse(required);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ existingCase: false, separateReturnAddress: false });
  });

  it("submitted empty, names every required field with the spec's message", () => {
    const empty = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, typeof value === "boolean" ? false : ""]),
    );
    expect(messages(empty)).toEqual({
      firstName: "invalid",
      lastName: "invalid",
      email: "emailInvalid",
      company: "invalid",
      address: "invalid",
      city: "invalid",
      state: "invalid",
      zip: "zipInvalid",
      country: "countryRequired",
      requestedService: "serviceRequired",
      subject: "invalid",
      description: "invalid",
      machineName: "invalid",
      serialNumber: "serialNumberInvalid",
      contactLocation: "invalid",
    });
  });

  it("submitted empty with both flags on, also names the case id and every return field", () => {
    expect(messages({ existingCase: true, separateReturnAddress: true })).toMatchObject({
      caseId: "caseIdRequired",
      returnCompany: "invalid",
      returnAddress: "invalid",
      returnCity: "invalid",
      returnState: "invalid",
      returnZip: "zipInvalid",
      returnCountry: "countryRequired",
    });
  });

  it("refuses what is not an object", () => {
    for (const body of [null, "request", 42, []]) {
      expect(serviceRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it.each([
    ["a blank first name", { firstName: "   " }, { firstName: "invalid" }],
    [
      "a last name past the limit",
      { lastName: "x".repeat(LIMITS.name + 1) },
      { lastName: "invalid" },
    ],
    [
      "a header injected through the name",
      { firstName: "Eve\r\nBcc: all@example.com" },
      { firstName: "invalid" },
    ],
    ["a tab in the company", { company: "Kabel\twerk" }, { company: "invalid" }],
    ["an e-mail without an at sign", { email: "carla.example.com" }, { email: "emailInvalid" }],
    ["an e-mail without a top-level domain", { email: "carla@example" }, { email: "emailInvalid" }],
    ["two e-mails", { email: "carla@example.com, eve@example.com" }, { email: "emailInvalid" }],
    [
      "an e-mail with a header after it",
      { email: "carla@example.com\r\nBcc: eve@example.com" },
      { email: "emailInvalid" },
    ],
    [
      "an e-mail past 254 characters",
      { email: `${"c".repeat(250)}@example.com` },
      { email: "emailInvalid" },
    ],
    ["a telephone of letters", { telephone: "call me" }, { telephone: "invalid" }],
    ["a telephone of four digits", { telephone: "+41 12" }, { telephone: "invalid" }],
    [
      "a telephone past 30 characters",
      { telephone: "+41 ".concat("1".repeat(30)) },
      { telephone: "invalid" },
    ],
    ["a blank address", { address: "" }, { address: "invalid" }],
    ["a blank city", { city: " " }, { city: "invalid" }],
    ["no state", { state: "" }, { state: "invalid" }],
    ["a Swiss zip of five digits", { zip: "60360" }, { zip: "zipInvalid" }],
    ["a zip past the limit", { country: "AR", zip: "12345678901" }, { zip: "zipInvalid" }],
    ["a country in lower case", { country: "ch" }, { country: "countryRequired" }],
    ["a country that is no ISO code", { country: "XX" }, { country: "countryRequired" }],
    ["the international pseudo-country", { country: "ALL" }, { country: "countryRequired" }],
    [
      "a service not offered",
      { requestedService: "COFFEE" },
      { requestedService: "serviceRequired" },
    ],
    ["no service", { requestedService: "" }, { requestedService: "serviceRequired" }],
    ["a reason past the limit", { reason: "x".repeat(LIMITS.reason + 1) }, { reason: "invalid" }],
    ["a blank subject", { subject: " \n " }, { subject: "invalid" }],
    ["a subject with a line break", { subject: "Crimp\nheight" }, { subject: "invalid" }],
    ["a blank description", { description: "\n\n" }, { description: "invalid" }],
    [
      "a description past the limit",
      { description: "x".repeat(LIMITS.description + 1) },
      { description: "invalid" },
    ],
    ["no machine name", { machineName: "" }, { machineName: "invalid" }],
    ["no serial number", { serialNumber: "" }, { serialNumber: "serialNumberInvalid" }],
    [
      "a serial number without a digit",
      { serialNumber: "ZETA-ALPHA" },
      { serialNumber: "serialNumberInvalid" },
    ],
    [
      "a serial number of three characters",
      { serialNumber: "Z12" },
      { serialNumber: "serialNumberInvalid" },
    ],
    [
      "a serial number with a double hyphen",
      { serialNumber: "ZT640--2019" },
      { serialNumber: "serialNumberInvalid" },
    ],
    [
      "a serial number with odd characters",
      { serialNumber: "ZT640#2019" },
      { serialNumber: "serialNumberInvalid" },
    ],
    [
      "a serial number past the limit",
      { serialNumber: "1".repeat(LIMITS.serialNumber + 1) },
      { serialNumber: "serialNumberInvalid" },
    ],
    ["a warranty answer not offered", { warranty: "MAYBE" }, { warranty: "invalid" }],
    [
      "a service contract answer not offered",
      { serviceContract: true },
      { serviceContract: "invalid" },
    ],
    ["a flag that is text", { existingCase: "on" }, { existingCase: "invalid" }],
    ["no contact location", { contactLocation: "" }, { contactLocation: "invalid" }],
    [
      "a contact location with a slash",
      { contactLocation: "../etc" },
      { contactLocation: "invalid" },
    ],
  ])("refuses %s", (_, fields, expected) => {
    expect(change(fields)).toEqual(expected);
  });

  it.each([
    ["a telephone with country code and spaces", { telephone: "+41 41 455 66 77" }],
    ["a telephone with brackets and dashes", { telephone: "(041) 455-66-77" }],
    ["a plus address", { email: "carla+service@kabel.example.co.uk" }],
    ["a zip in lower case", { country: "GB", zip: "cv4 9ap" }],
    ["every requested service", { requestedService: REQUESTED_SERVICES.at(-1) }],
    ["answers to warranty and contract", { warranty: "YES", serviceContract: "UNKNOWN" }],
    ["a reason", { reason: "Machine down" }],
  ])("accepts %s", (_, fields) => {
    expect(change(fields)).toBeNull();
  });

  it("offers each service and answer, each with a label in English and German", () => {
    for (const service of REQUESTED_SERVICES) {
      expect(change({ requestedService: service })).toBeNull();
      expect(en.ServiceRequest.service[service]).toBeTruthy();
      expect(de.ServiceRequest.service[service]).toBeTruthy();
    }
    for (const answer of YES_NO_UNKNOWN) {
      expect(change({ warranty: answer, serviceContract: answer })).toBeNull();
      expect(en.ServiceRequest.answer[answer]).toBeTruthy();
      expect(de.ServiceRequest.answer[answer]).toBeTruthy();
    }
  });
});

describe("the existing case flag requires the case id", () => {
  it.each([
    ["flag off, no case id", { existingCase: false, caseId: "" }, null, undefined],
    [
      "flag off, a case id typed before (dropped)",
      { existingCase: false, caseId: "T-9" },
      null,
      undefined,
    ],
    [
      "flag off, a bad case id (not checked)",
      { existingCase: false, caseId: "#?!" },
      null,
      undefined,
    ],
    ["flag on, no case id", { existingCase: true, caseId: "" }, { caseId: "caseIdRequired" }, null],
    [
      "flag on, case id left out",
      { existingCase: true, caseId: undefined },
      { caseId: "caseIdRequired" },
      null,
    ],
    [
      "flag on, a blank case id",
      { existingCase: true, caseId: "  " },
      { caseId: "caseIdRequired" },
      null,
    ],
    [
      "flag on, a case id past 30",
      { existingCase: true, caseId: "T".repeat(31) },
      { caseId: "caseIdRequired" },
      null,
    ],
    [
      "flag on, a case id with a line break",
      { existingCase: true, caseId: "T-1\nX" },
      { caseId: "caseIdRequired" },
      null,
    ],
    ["flag on, a portal ticket id", { existingCase: true, caseId: " T-1042 " }, null, "T-1042"],
    [
      "flag on, a case number",
      { existingCase: true, caseId: "CAS-2026/0815.3" },
      null,
      "CAS-2026/0815.3",
    ],
  ])("%s", (_, fields, expected, caseId) => {
    expect(change(fields)).toEqual(expected);
    if (expected === null) {
      expect(serviceRequestSchema.parse({ ...valid, ...fields }).caseId).toBe(caseId);
    }
  });
});

describe("a separate return address is required only when chosen", () => {
  it("passes with every return field, trimmed", () => {
    const result = serviceRequestSchema.parse({
      ...valid,
      ...returnAddress,
      returnCity: " Stuttgart ",
    });
    expect(result).toMatchObject({ ...returnAddress, returnCity: "Stuttgart" });
  });

  it.each([
    ["returnCompany", "", "invalid"],
    ["returnAddress", " ", "invalid"],
    ["returnCity", "", "invalid"],
    ["returnState", "", "invalid"],
    ["returnZip", "", "zipInvalid"],
    ["returnZip", "7056", "zipInvalid"],
    ["returnCountry", "", "countryRequired"],
    ["returnCountry", "Germany", "countryRequired"],
    ["returnCompany", "Kabel\r\nBcc: eve@example.com", "invalid"],
    ["returnCity", "x".repeat(LIMITS.city + 1), "invalid"],
  ])("chosen: %s = %j answers %s", (field, value, key) => {
    expect(change({ ...returnAddress, [field]: value })).toEqual({ [field]: key });
  });

  it("chosen: a field left out is named too", () => {
    expect(change({ ...returnAddress, returnState: undefined })).toEqual({
      returnState: "invalid",
    });
  });

  it("chosen: the return zip follows the return country, not the main one", () => {
    expect(change({ ...returnAddress, returnZip: "6036" })).toEqual({ returnZip: "zipInvalid" });
    expect(change({ ...returnAddress, returnZip: "6036", returnCountry: "CH" })).toBeNull();
  });

  it("not chosen: return fields are neither checked nor kept", () => {
    const fields = {
      ...returnAddress,
      separateReturnAddress: false,
      returnZip: "bad!",
      returnCountry: "XX",
    };
    expect(change(fields)).toBeNull();
    const result = serviceRequestSchema.parse({ ...valid, ...fields });
    expect(result.returnCompany).toBeUndefined();
    expect(result.returnZip).toBeUndefined();
    expect(result.returnCountry).toBeUndefined();
  });
});

describe("zip codes by country", () => {
  // The first rows are the portal stand-in's demo plant addresses (local-services/portal/demo).
  it.each([
    ["DE", "70565", true],
    ["CZ", "61900", true],
    ["RO", "300693", true],
    ["GB", "CV4 9AP", true],
    ["PL", "90-521", true],
    ["MX", "76120", true],
    ["CH", "6036", true],
    ["PT", "4455-491", true],
    ["CN", "215123", true],
    ["CH", "603", false],
    ["CH", "ABCD", false],
    ["DE", "7056", false],
    ["AT", "1010", true],
    ["LI", "9490", true],
    ["LI", "8000", false],
    ["US", "10001", true],
    ["US", "10001-1234", true],
    ["US", "1000", false],
    ["US", "10001-12", false],
    ["GB", "SW1A 1AA", true],
    ["GB", "SW1A1AA", true],
    ["GB", "12345", false],
    ["NL", "1012 AB", true],
    ["NL", "1012", false],
    ["CA", "K1A 0B1", true],
    ["CA", "12345", false],
    ["PT", "4455", false],
    ["PL", "90521", false],
    ["JP", "100-0001", true],
    ["IN", "110001", true],
    ["IE", "D02 X285", true],
    ["SE", "114 55", true],
    ["CZ", "619 00", true],
    ["BR", "01310-100", true],
    ["AR", "C1000", true],
    ["AR", "C 1000", true],
    ["AE", "00000", true],
    ["AR", "1", false],
    ["AR", "-1000", false],
    ["AR", "<b>", false],
    ["", "12345", true],
    ["", "12345678901", false],
  ])("%s %s is valid: %s", (country, zip, expected) => {
    expect(isValidZip(zip, country)).toBe(expected);
    const fields = { zip, country: country || "AR" };
    if (country === "") return;
    expect(change(fields)).toEqual(expected ? null : { zip: "zipInvalid" });
  });

  it.each([
    ["zip", { zip: "12345678901" }],
    ["zip", { zip: "12\n34" }],
    ["zip", { zip: "603" }],
    ["returnZip", { ...returnAddress, returnZip: "1".repeat(11) }],
    ["returnZip", { ...returnAddress, returnZip: "" }],
    ["returnZip", { ...returnAddress, returnZip: "7056" }],
  ])("a wrong %s is named once", (field, fields) => {
    const result = serviceRequestSchema.safeParse({ ...valid, ...fields });
    const issues = result.error?.issues.filter((issue) => issue.path[0] === field) ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(["zipInvalid"]);
  });

  it("knows formats only of countries in the list", () => {
    for (const country of Object.keys(ZIP_FORMATS)) expect(COUNTRY_CODES).toContain(country);
  });
});

describe("serial numbers", () => {
  it.each(
    MACHINE_MODELS.flatMap(({ code, year }) => [`${code}-${year}-10000`, `${code}-${year}-99999`]),
  )("the portal stand-in's machine %s passes", (serialNumber) => {
    expect(change({ serialNumber })).toBeNull();
  });

  it.each(["12345", "AL 488/2020", "sn.4711", "ZT640-2019-17919"])("%s passes", (serialNumber) => {
    expect(change({ serialNumber: ` ${serialNumber} ` })).toBeNull();
  });
});

describe("the country list", () => {
  it("is every assigned ISO 3166-1 alpha-2 code, once, each with a name to show", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(names.of(code)).not.toBe(code);
    }
  });
});

describe("the messages (ServiceRequest namespace)", () => {
  it("are the spec's texts in English", () => {
    expect(
      Object.fromEntries(SERVICE_REQUEST_MESSAGES.map((key) => [key, en.ServiceRequest[key]])),
    ).toEqual({
      invalid: "Please enter a valid value",
      emailInvalid: "Please enter a valid E-Mail",
      zipInvalid: "Please enter a valid zip code",
      countryRequired: "Please select a country",
      serviceRequired: "Please select a service",
      caseIdRequired: "Please enter a case ID",
      serialNumberInvalid: "Please enter a valid serial number",
    });
  });

  it("are complete in German, and every field has a label in both languages", () => {
    for (const key of SERVICE_REQUEST_MESSAGES) {
      expect(de.ServiceRequest[key]).toBeTruthy();
      expect(de.ServiceRequest[key]).not.toBe(en.ServiceRequest[key]);
    }
    for (const field of Object.keys(valid)) {
      expect(en.ServiceRequest.field).toHaveProperty(field);
      expect(de.ServiceRequest.field).toHaveProperty(field);
    }
    expect(Object.keys(de.ServiceRequest.field).sort()).toEqual(
      Object.keys(en.ServiceRequest.field).sort(),
    );
  });

  it("are the only messages the rules give", () => {
    const empty = messages({ existingCase: true, separateReturnAddress: true, telephone: "x" });
    for (const key of Object.values(empty ?? {})) expect(SERVICE_REQUEST_MESSAGES).toContain(key);
  });
});
