import type { PasswordFormTexts } from "./password-form";

/** The keys the editor area's and the preview gate's namespaces both hold for the password form. */
type PasswordTextKey =
  "passwordLabel" | "required" | "invalid" | "wrongPassword" | "tooManyAttempts" | "failed";

type PasswordTranslator = (key: PasswordTextKey, values?: { seconds: string }) => string;

/**
 * The password form's texts from its page's namespace; `{seconds}` stays for the form to fill in
 * with the server's wait.
 */
export function passwordFormTexts(
  t: PasswordTranslator,
  submit: { submit: string; submitting: string },
): PasswordFormTexts {
  return {
    label: t("passwordLabel"),
    ...submit,
    required: t("required"),
    invalid: t("invalid"),
    wrongPassword: t("wrongPassword"),
    tooManyAttempts: t("tooManyAttempts", { seconds: "{seconds}" }),
    failed: t("failed"),
  };
}
