import * as z from "@/lib/validation/zod";

/** Message keys of the Account namespace: the form shows them in the page's language. */
export type ProfileMessage =
  "firstNameRequired" | "lastNameRequired" | "countryRequired" | "languageRequired";

/**
 * The account profile (spec 001 §5): first and last name required, country and language chosen
 * from the lists offered.
 */
export function profileSchema(countryCodes: readonly string[], languageCodes: readonly string[]) {
  const requiredName = (message: ProfileMessage) =>
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(100, message));
  const fromList = (codes: readonly string[], message: ProfileMessage) =>
    z.string().check(z.refine((code) => codes.includes(code), message));
  return z.object({
    firstName: requiredName("firstNameRequired"),
    lastName: requiredName("lastNameRequired"),
    country: fromList(countryCodes, "countryRequired"),
    language: fromList(languageCodes, "languageRequired"),
  });
}

export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;
export type ProfileErrors = Partial<Record<keyof ProfileValues, ProfileMessage>>;

/** The profile to save, or the first message for each field that is wrong. */
export function validateProfile(
  values: Record<keyof ProfileValues, string>,
  countryCodes: readonly string[],
  languageCodes: readonly string[],
): { ok: true; profile: ProfileValues } | { ok: false; errors: ProfileErrors } {
  const result = profileSchema(countryCodes, languageCodes).safeParse(values);
  if (result.success) return { ok: true, profile: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ProfileValues;
    errors[field] ??= issue.message as ProfileMessage;
  }
  return { ok: false, errors };
}
