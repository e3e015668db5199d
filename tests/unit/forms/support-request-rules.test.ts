import { describe, expect, it } from "vitest";

import { supportRequestSchema } from "@/contracts/forms/support-request-rules.mjs";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

/** The first message path per field of a failed check, as the form and the route show them. */
function messages(input: unknown): Record<string, string> {
  const result = supportRequestSchema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

function text(messagesFile: Record<string, unknown>, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messagesFile);
}

const VALID = {
  email: "ana.keller@example.com",
  firstName: "Ana",
  lastName: "Keller",
  company: "Kabelwerk Keller AG",
  country: "Switzerland",
  product: "Gamma 263",
  serialNumber: "FX-123456",
  message: "The crimp height drifts after 2,000 cycles.\nWhat should we check?",
};

describe("support request (spec 001 §3, §5)", () => {
  it("accepts a complete request and trims what was typed", () => {
    const result = supportRequestSchema.safeParse({ ...VALID, email: "  ana.keller@example.com " });
    expect(result.success && result.data.email).toBe("ana.keller@example.com");
  });

  it("names every field of an empty request with its quoted message", () => {
    expect(messages({})).toEqual({
      email: "SupportRequest.emailInvalid",
      firstName: "SupportRequest.firstNameRequired",
      lastName: "SupportRequest.lastNameRequired",
      company: "SupportRequest.companyRequired",
      country: "SupportRequest.countryRequired",
      product: "SupportRequest.productRequired",
      serialNumber: "SupportRequest.serialNumberRequired",
      message: "SupportRequest.messageRequired",
    });
  });

  it.each([
    ["email", "", "SupportRequest.emailInvalid"],
    ["email", "ana.keller", "SupportRequest.emailInvalid"],
    ["email", "ana@", "SupportRequest.emailInvalid"],
    ["email", "ana@example.com\r\nBcc: all@example.com", "SupportRequest.emailInvalid"],
    ["email", `${"a".repeat(250)}@example.com`, "SupportRequest.emailInvalid"],
    ["email", 42, "SupportRequest.emailInvalid"],
    ["firstName", "   ", "SupportRequest.firstNameRequired"],
    ["firstName", "Ana\r\nBcc: all@example.com", "PublicForms.invalidValue"],
    ["firstName", "A".repeat(101), "PublicForms.invalidValue"],
    ["lastName", "", "SupportRequest.lastNameRequired"],
    ["company", "", "SupportRequest.companyRequired"],
    ["company", "C".repeat(201), "PublicForms.invalidValue"],
    ["country", "", "SupportRequest.countryRequired"],
    ["product", "", "SupportRequest.productRequired"],
    ["serialNumber", "", "SupportRequest.serialNumberRequired"],
    ["serialNumber", "S".repeat(51), "PublicForms.invalidValue"],
    ["message", " \n ", "SupportRequest.messageRequired"],
    ["message", "M".repeat(10_001), "PublicForms.invalidValue"],
    ["message", "bell \u0007", "PublicForms.invalidValue"],
    ["message", null, "SupportRequest.messageRequired"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(messages({ ...VALID, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["firstName", "<script>alert(1)</script>"],
    ["message", "Line one\n\tindented <b>bold</b>"],
    ["company", "Müller & Söhne «Kabel»"],
  ])("%s keeps HTML and any letter as plain text: %j", (field, value) => {
    const result = supportRequestSchema.safeParse({ ...VALID, [field]: value });
    expect(result.success && result.data[field as keyof typeof VALID]).toBe(value);
  });

  it("has every message in English and German, the English ones exactly as spec 001 §5 quotes them", () => {
    const quoted = {
      "SupportRequest.emailInvalid": "Please provide a valid email address",
      "SupportRequest.firstNameRequired": "Please enter your first name",
      "SupportRequest.lastNameRequired": "Please enter your last name",
      "SupportRequest.companyRequired": "Please enter the company you work for",
      "SupportRequest.countryRequired": "Please enter the country you're in",
      "SupportRequest.productRequired": "Please specify the product your request regards",
      "SupportRequest.serialNumberRequired": "Please enter the serial number of your product",
      "SupportRequest.messageRequired": "Please add some more details",
      "PublicForms.invalidValue": "Please enter a valid value",
    };
    for (const [path, english] of Object.entries(quoted)) {
      expect(text(en, path)).toBe(english);
      expect(text(de, path)).toEqual(expect.any(String));
      expect(text(de, path)).not.toBe(english);
    }
  });
});
