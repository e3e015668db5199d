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
    tooManyAttempts: "Too many wrong passwords for this account. Please try again in {seconds} s.",
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
    mfaSetupIntro:
      "Scan this QR code with your authenticator app, or enter the key below. Then enter the 6-digit code the app shows.",
    mfaQrAlt: "QR code for your authenticator app",
    mfaSecretLabel: "Key",
    mfaConfirm: "Confirm and turn on",
    mfaNowOn: "Two-factor authentication is now on. Sign-in will ask for a code from your app.",
    mfaNowOff: "Two-factor authentication is off. Sign-in asks for your password only.",
    mfaCodeTitle: "Enter your security code",
    mfaCodeIntro: "Open your authenticator app and enter the 6-digit code for Ferrion.",
    mfaCode: "Security code",
    mfaCodeHint: "6 digits, for example 123456.",
    mfaVerify: "Verify",
    mfaCodeWrong: "The code is not right. Enter the code your app shows now.",
    mfaCodeExpired: "This code has expired. Enter the code your app shows now.",
    mfaCodeUsed: "This code was used already. Wait for the next code in your app.",
    mfaCodeFormat: "Enter the 6 digits your app shows.",
    mfaThrottled: "Too many wrong codes. Wait {minutes} minutes, then try again.",
    mfaThrottledOne: "Too many wrong codes. Wait a minute, then try again.",
    mfaNoSetup: "Start setting up two-factor authentication again.",
    invalidReturnTo: "The page to return to is not allowed.",
    crossOriginForm: "This form was sent from another site and was not processed.",
    invitationTitle: "Set up your mykomax account",
    invitationIntro: "You are invited to {application} at {organization} ({company}) by {admin}.",
    invitationIntroNoAdmin: "You are invited to {application} at {organization} ({company}).",
    invitationEmailHint: "You will sign in with this e-mail address.",
    firstName: "First name",
    lastName: "Last name",
    firstNameMissing: "Please enter your first name",
    lastNameMissing: "Please enter your last name",
    nameTooLong: "A name can have at most 100 characters.",
    repeatPasswordPlain: "Repeat password",
    createAccount: "Set password",
    accountReadyTitle: "Your account is ready",
    accountReady: "Sign in to mykomax with your e-mail address and your new password.",
    invitationAccountExistsTitle: "You already have an account",
    invitationAccountExists: "Sign in to the portal and accept the invitation on your dashboard.",
    invitationUsedTitle: "Invitation already used",
    invitationUsed: "This invitation link has already been used.",
    invitationExpiredTitle: "Invitation expired",
    invitationExpired: "This invitation has expired. Ask your administrator to invite you again.",
    invitationInvalidTitle: "Invitation not valid",
    invitationInvalid: "This invitation link is not valid.",
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
    tooManyAttempts:
      "Zu viele falsche Passwörter für dieses Konto. Bitte versuchen Sie es in {seconds} s erneut.",
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
    mfaSetupIntro:
      "Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel unten ein. Geben Sie dann den 6-stelligen Code ein, den die App anzeigt.",
    mfaQrAlt: "QR-Code für Ihre Authenticator-App",
    mfaSecretLabel: "Schlüssel",
    mfaConfirm: "Bestätigen und einschalten",
    mfaNowOn:
      "Die Zwei-Faktor-Authentifizierung ist jetzt an. Bei der Anmeldung werden Sie nach einem Code aus Ihrer App gefragt.",
    mfaNowOff: "Die Zwei-Faktor-Authentifizierung ist aus. Bei der Anmeldung genügt Ihr Passwort.",
    mfaCodeTitle: "Sicherheitscode eingeben",
    mfaCodeIntro:
      "Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für Ferrion ein.",
    mfaCode: "Sicherheitscode",
    mfaCodeHint: "6 Ziffern, zum Beispiel 123456.",
    mfaVerify: "Prüfen",
    mfaCodeWrong: "Der Code stimmt nicht. Geben Sie den Code ein, den Ihre App jetzt anzeigt.",
    mfaCodeExpired:
      "Dieser Code ist abgelaufen. Geben Sie den Code ein, den Ihre App jetzt anzeigt.",
    mfaCodeUsed:
      "Dieser Code wurde schon verwendet. Warten Sie auf den nächsten Code in Ihrer App.",
    mfaCodeFormat: "Geben Sie die 6 Ziffern ein, die Ihre App anzeigt.",
    mfaThrottled:
      "Zu viele falsche Codes. Warten Sie {minutes} Minuten und versuchen Sie es dann erneut.",
    mfaThrottledOne:
      "Zu viele falsche Codes. Warten Sie eine Minute und versuchen Sie es dann erneut.",
    mfaNoSetup: "Beginnen Sie die Einrichtung der Zwei-Faktor-Authentifizierung erneut.",
    invalidReturnTo: "Die Rücksprungseite ist nicht erlaubt.",
    crossOriginForm: "Dieses Formular kam von einer anderen Website und wurde nicht verarbeitet.",
    invitationTitle: "Ihr mykomax-Konto einrichten",
    invitationIntro: "{admin} hat Sie zu {application} bei {organization} ({company}) eingeladen.",
    invitationIntroNoAdmin: "Sie sind zu {application} bei {organization} ({company}) eingeladen.",
    invitationEmailHint: "Mit dieser E-Mail-Adresse melden Sie sich an.",
    firstName: "Vorname",
    lastName: "Nachname",
    firstNameMissing: "Bitte geben Sie Ihren Vornamen ein",
    lastNameMissing: "Bitte geben Sie Ihren Nachnamen ein",
    nameTooLong: "Ein Name darf höchstens 100 Zeichen haben.",
    repeatPasswordPlain: "Passwort wiederholen",
    createAccount: "Passwort festlegen",
    accountReadyTitle: "Ihr Konto ist bereit",
    accountReady:
      "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem neuen Passwort bei mykomax an.",
    invitationAccountExistsTitle: "Sie haben bereits ein Konto",
    invitationAccountExists:
      "Melden Sie sich im Portal an und nehmen Sie die Einladung auf Ihrem Dashboard an.",
    invitationUsedTitle: "Einladung bereits verwendet",
    invitationUsed: "Dieser Einladungslink wurde bereits verwendet.",
    invitationExpiredTitle: "Einladung abgelaufen",
    invitationExpired:
      "Diese Einladung ist abgelaufen. Bitten Sie Ihre Administratorin oder Ihren Administrator, Sie erneut einzuladen.",
    invitationInvalidTitle: "Einladung ungültig",
    invitationInvalid: "Dieser Einladungslink ist nicht gültig.",
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
