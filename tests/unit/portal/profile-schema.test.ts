import { describe, expect, it } from "vitest";

import { validateProfile } from "@/lib/portal/profile-schema";

const countries = ["CH", "DE"];
const languages = ["de", "en"];
const valid = { firstName: "Carla", lastName: "Kunde", country: "DE", language: "de" };

describe("the account profile (spec 001 §5)", () => {
  it("accepts names and choices from the lists, trimmed", () => {
    expect(validateProfile({ ...valid, firstName: "  Carla " }, countries, languages)).toEqual({
      ok: true,
      profile: valid,
    });
  });

  it.each([
    ["an empty first name", { firstName: "" }, { firstName: "firstNameRequired" }],
    ["a blank last name", { lastName: "   " }, { lastName: "lastNameRequired" }],
    ["a country not in the list", { country: "XX" }, { country: "countryRequired" }],
    ["no country", { country: "" }, { country: "countryRequired" }],
    ["a language not in the list", { language: "tlh" }, { language: "languageRequired" }],
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
    expect(validateProfile({ ...valid, ...change }, countries, languages)).toEqual({
      ok: false,
      errors,
    });
  });
});
