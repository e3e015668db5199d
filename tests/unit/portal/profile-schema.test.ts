import { describe, expect, it } from "vitest";

import { profileSchema } from "@/lib/portal/profile-schema";

const countries = ["CH", "DE"];
const languages = ["de", "en"];
const valid = { firstName: "Carla", lastName: "Kunde", country: "DE", language: "de" };

/** The profile, or the first message of each wrong field: what the form shows. */
function check(values: Record<string, unknown>) {
  const result = profileSchema(countries, languages).safeParse(values);
  if (result.success) return { ok: true, profile: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe("the account profile (spec 001 §5)", () => {
  it("accepts names and choices from the lists, trimmed", () => {
    expect(check({ ...valid, firstName: "  Carla " })).toEqual({ ok: true, profile: valid });
  });

  it.each([
    ["an empty first name", { firstName: "" }, { firstName: "firstNameRequired" }],
    ["a blank last name", { lastName: "   " }, { lastName: "lastNameRequired" }],
    [
      "a first name past 100 characters",
      { firstName: "a".repeat(101) },
      { firstName: "firstNameRequired" },
    ],
    ["a country not in the list", { country: "XX" }, { country: "countryRequired" }],
    ["no country", { country: "" }, { country: "countryRequired" }],
    ["a country in lower case", { country: "de" }, { country: "countryRequired" }],
    ["a language not in the list", { language: "tlh" }, { language: "languageRequired" }],
    ["no language at all", { language: undefined }, { language: "languageRequired" }],
    [
      "everything missing",
      { firstName: "", lastName: "", country: "", language: "" },
      {
        firstName: "firstNameRequired",
        lastName: "lastNameRequired",
        country: "countryRequired",
        language: "languageRequired",
      },
    ],
  ])("refuses %s", (_, change, errors) => {
    expect(check({ ...valid, ...change })).toEqual({ ok: false, errors });
  });
});
