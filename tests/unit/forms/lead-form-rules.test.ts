import { describe, expect, it } from "vitest";

import { contactSchema } from "@/contracts/forms/contact-rules.mjs";
import { storyFeedbackSchema } from "@/contracts/forms/story-feedback-rules.mjs";
import { whitepaperDownloadSchema } from "@/contracts/forms/whitepaper-download-rules.mjs";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

type Schema = typeof contactSchema | typeof storyFeedbackSchema | typeof whitepaperDownloadSchema;

const INVALID = "PublicForms.invalidValue";
const CHECKBOX = "PublicForms.checkboxRequired";

/** The first message path per field of a failed check, as the form and the route show them. */
function messages(schema: Schema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const FORMS = {
  whitepaper: {
    schema: whitepaperDownloadSchema,
    valid: {
      firstName: "Ana",
      lastName: "Keller",
      email: "ana.keller@example.com",
      company: "Kabelwerk Keller AG",
      country: "Switzerland",
      consent: true,
      whitepaper: "crimp-quality-whitepaper",
    },
    empty: {
      firstName: INVALID,
      lastName: INVALID,
      email: INVALID,
      company: INVALID,
      country: INVALID,
      consent: CHECKBOX,
      whitepaper: INVALID,
    },
  },
  feedback: {
    schema: storyFeedbackSchema,
    valid: {
      firstName: "Ana",
      lastName: "Keller",
      company: "Kabelwerk Keller AG",
      country: "Switzerland",
      message: "A fine story.\nMore on sealing, please.",
      story: "automating-harness-assembly",
    },
    empty: {
      firstName: INVALID,
      lastName: INVALID,
      company: INVALID,
      country: INVALID,
      message: INVALID,
      story: INVALID,
    },
  },
  contact: {
    schema: contactSchema,
    valid: {
      name: "Ana Keller",
      email: "ana.keller@example.com",
      phone: "+41 41 555 40 00",
      company: "Kabelwerk Keller AG",
      country: "Switzerland",
      message: "We plan a new harness line.",
    },
    empty: {
      name: INVALID,
      email: INVALID,
      company: INVALID,
      country: INVALID,
      message: INVALID,
    },
  },
} as const;

describe.each(Object.entries(FORMS))("%s form rules (spec 001 §2, §5)", (_name, form) => {
  it("accepts a complete submission", () => {
    expect(form.schema.safeParse(form.valid).success).toBe(true);
  });

  it("names every required field of an empty submission with its message", () => {
    expect(messages(form.schema, {})).toEqual(form.empty);
  });

  it("trims what was typed", () => {
    const result = form.schema.safeParse({ ...form.valid, company: "  Kabelwerk  " });
    expect(result.success && result.data.company).toBe("Kabelwerk");
  });
});

describe.each([
  ["whitepaper", "email", "ana.keller", INVALID],
  ["whitepaper", "email", "ana@example.com\r\nBcc: all@example.com", INVALID],
  ["whitepaper", "email", `${"a".repeat(250)}@example.com`, INVALID],
  ["whitepaper", "firstName", "Ana\r\nBcc: all@example.com", INVALID],
  ["whitepaper", "firstName", "A".repeat(101), INVALID],
  ["whitepaper", "company", "C".repeat(201), INVALID],
  ["whitepaper", "consent", false, CHECKBOX],
  ["whitepaper", "consent", "true", CHECKBOX],
  ["whitepaper", "whitepaper", "../etc/passwd", INVALID],
  ["whitepaper", "whitepaper", "Crimp Quality", INVALID],
  ["whitepaper", "whitepaper", undefined, INVALID],
  ["feedback", "message", " \n ", INVALID],
  ["feedback", "message", "M".repeat(10_001), INVALID],
  ["feedback", "message", "bell \u0007", INVALID],
  ["feedback", "country", 42, INVALID],
  ["feedback", "story", "", INVALID],
  ["feedback", "story", "a/b", INVALID],
  ["contact", "name", "   ", INVALID],
  ["contact", "name", "Ana\nKeller", INVALID],
  ["contact", "phone", "call me", INVALID],
  ["contact", "phone", "1234", INVALID],
  ["contact", "phone", "+41 41 555 40 00 ext. 12", INVALID],
  ["contact", "phone", "1".repeat(31), INVALID],
  ["contact", "email", "", INVALID],
] as const)("%s: %s = %j", (name, field, value, message) => {
  it(`is refused with ${message}`, () => {
    const form = FORMS[name];
    expect(messages(form.schema, { ...form.valid, [field]: value })).toEqual({ [field]: message });
  });
});

describe.each([
  ["contact", "phone", ""],
  ["contact", "phone", undefined],
  ["contact", "phone", "+1 (555) 010-4477"],
  ["contact", "message", "<script>alert(1)</script>"],
  ["feedback", "company", "Müller & Söhne «Kabel»"],
  ["whitepaper", "lastName", "O'Brien-Ñúñez"],
] as const)("%s: %s = %j", (name, field, value) => {
  it("is accepted as typed (pages show it as text)", () => {
    const form = FORMS[name];
    expect(messages(form.schema, { ...form.valid, [field]: value })).toEqual({});
  });
});

describe.each([
  ["en", en],
  ["de", de],
] as const)("%s texts of the lead forms", (_language, file) => {
  it.each([
    ["PublicForms", "invalidValue"],
    ["PublicForms", "checkboxRequired"],
  ])("has %s.%s", (namespace, key) => {
    expect((file as Record<string, Record<string, unknown>>)[namespace]?.[key]).toEqual(
      expect.any(String),
    );
  });

  it("has every label and text of the three forms, in both languages alike", () => {
    for (const namespace of ["WhitepaperDownload", "StoryFeedback", "ContactPanel"] as const) {
      expect(Object.keys(file[namespace]).sort()).toEqual(Object.keys(en[namespace]).sort());
      for (const value of Object.values(file[namespace])) expect(value).not.toBe("");
    }
  });
});
