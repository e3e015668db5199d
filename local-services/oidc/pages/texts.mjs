/**
 * The identity site's texts. It stands in for an external system with its own pages, so its
 * texts live here rather than in the website's messages/.
 */
export const TEXTS = {
  en: {
    brand: "Ferrion ID",
    signInTitle: "Sign in to mykomax",
    signInIntro: "Use your Ferrion customer account.",
    email: "E-mail",
    password: "Password",
    signIn: "Sign in",
    cancel: "Cancel",
    wrongCredentials: "Wrong e-mail or password.",
    signOutTitle: "Sign out",
    signOutQuestion: "Do you want to sign out of your Ferrion account?",
    signOutYes: "Yes, sign me out",
    signOutNo: "Stay signed in",
    signedOutTitle: "Signed out",
    signedOut: "You are signed out of your Ferrion account.",
    errorTitle: "Sign-in did not work",
    errorIntro: "The identity service could not complete the request.",
    sessionEndedTitle: "Your sign-in has ended",
    sessionEnded: "Sign in to mykomax again, then come back here.",
    backToSite: "Back to mykomax",
    passwordTitle: "Change password",
    currentPassword: "Current password",
    newPassword: "New password",
    repeatPassword: "Repeat new password",
    passwordHint: "At least 10 characters.",
    changePassword: "Change password",
    wrongCurrentPassword: "The current password is wrong.",
    passwordTooShort: "The new password must have at least 10 characters.",
    passwordsDiffer: "The new passwords do not match.",
    internalPassword: "Internal employees change their password in the company directory.",
    mfaTitle: "Two-factor authentication",
    mfaOff: "Two-factor authentication is off.",
    mfaOn: "Two-factor authentication is on.",
    mfaEnable: "Enable two-factor authentication",
    mfaReset: "Reset two-factor authentication",
    mfaSecretIntro: "Add this secret to your authenticator app:",
    invalidReturnTo: "The page to return to is not allowed.",
    crossOriginForm: "This form was sent from another site and was not processed.",
  },
  de: {
    brand: "Ferrion ID",
    signInTitle: "Bei mykomax anmelden",
    signInIntro: "Mit Ihrem Ferrion-Kundenkonto.",
    email: "E-Mail",
    password: "Passwort",
    signIn: "Anmelden",
    cancel: "Abbrechen",
    wrongCredentials: "E-Mail oder Passwort ist falsch.",
    signOutTitle: "Abmelden",
    signOutQuestion: "Möchten Sie sich von Ihrem Ferrion-Konto abmelden?",
    signOutYes: "Ja, abmelden",
    signOutNo: "Angemeldet bleiben",
    signedOutTitle: "Abgemeldet",
    signedOut: "Sie sind von Ihrem Ferrion-Konto abgemeldet.",
    errorTitle: "Die Anmeldung hat nicht geklappt",
    errorIntro: "Der Identitätsdienst konnte die Anfrage nicht abschliessen.",
    sessionEndedTitle: "Ihre Anmeldung ist abgelaufen",
    sessionEnded: "Melden Sie sich erneut bei mykomax an und kommen Sie dann hierher zurück.",
    backToSite: "Zurück zu mykomax",
    passwordTitle: "Passwort ändern",
    currentPassword: "Aktuelles Passwort",
    newPassword: "Neues Passwort",
    repeatPassword: "Neues Passwort wiederholen",
    passwordHint: "Mindestens 10 Zeichen.",
    changePassword: "Passwort ändern",
    wrongCurrentPassword: "Das aktuelle Passwort ist falsch.",
    passwordTooShort: "Das neue Passwort muss mindestens 10 Zeichen haben.",
    passwordsDiffer: "Die neuen Passwörter stimmen nicht überein.",
    internalPassword: "Interne Mitarbeitende ändern ihr Passwort im Firmenverzeichnis.",
    mfaTitle: "Zwei-Faktor-Authentifizierung",
    mfaOff: "Die Zwei-Faktor-Authentifizierung ist aus.",
    mfaOn: "Die Zwei-Faktor-Authentifizierung ist an.",
    mfaEnable: "Zwei-Faktor-Authentifizierung einschalten",
    mfaReset: "Zwei-Faktor-Authentifizierung zurücksetzen",
    mfaSecretIntro: "Tragen Sie diesen Schlüssel in Ihre Authenticator-App ein:",
    invalidReturnTo: "Die Rücksprungseite ist nicht erlaubt.",
    crossOriginForm: "Dieses Formular kam von einer anderen Website und wurde nicht verarbeitet.",
  },
};

/** @typedef {keyof typeof TEXTS} PageLanguage */
/** @typedef {typeof TEXTS.en} PageTexts */

/**
 * The page language: the first of ui_locales we have, else the browser's Accept-Language,
 * else English.
 * @param {string | undefined} uiLocales space-separated, e.g. "de-CH en"
 * @param {string | undefined} acceptLanguage
 * @returns {PageLanguage}
 */
export function pickLanguage(uiLocales, acceptLanguage) {
  const candidates = [
    ...(uiLocales ?? "").split(/\s+/),
    ...(acceptLanguage ?? "")
      .split(",")
      .map((part) => {
        const [tag = "", ...params] = part.trim().split(";");
        const q = params.find((param) => param.trim().startsWith("q="));
        return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => entry.q > 0)
      .sort((a, b) => b.q - a.q)
      .map((entry) => entry.tag),
  ];
  for (const candidate of candidates) {
    const language = candidate.trim().toLowerCase().split("-")[0];
    if (language === "en" || language === "de") return language;
  }
  return "en";
}
