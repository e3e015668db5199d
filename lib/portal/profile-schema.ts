import * as z from "@/lib/validation/zod";

/** Message keys of the Account namespace: the form shows them in the page's language. */
export type ProfileMessage =
  "firstNameRequired" | "lastNameRequired" | "countryRequired" | "languageRequired";

/**
 * The account profile (spec 001 §5): first and last name required, country and language chosen
 * from the lists offered. The profile form's rules (react-hook-form); the identity provider
 * checks the profile again on its side (its stand-in: local-services/oidc/accounts.mjs).
 */
export function profileSchema(countryCodes: readonly string[], languageCodes: readonly string[]) {
  const requiredName = (message: ProfileMessage) =>
    z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(100, message));
  const fromList = (codes: readonly string[], message: ProfileMessage) =>
    z.string(message).check(z.refine((code) => codes.includes(code), message));
  return z.object({
    firstName: requiredName("firstNameRequired"),
    lastName: requiredName("lastNameRequired"),
    country: fromList(countryCodes, "countryRequired"),
    language: fromList(languageCodes, "languageRequired"),
  });
}

export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;
