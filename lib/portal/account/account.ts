/** The signed-in user's account at the identity site (spec 001 §2, §5). */
export interface Account {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: string;
  mfaEnabled: boolean;
  /** An internal employee: profile read-only, password and account managed elsewhere. */
  internal: boolean;
}

/**
 * A multi-factor setup the identity site started: the TOTP secret for an authenticator app, as
 * text (base32) and as a QR code of its otpauth URI. Not yet on: a code of it confirms it.
 */
export interface MfaSetup {
  secret: string;
  uri: string;
  /** An SVG data URL. */
  qrCode: string;
}

/** Why the identity site did not take a code (spec 001 §8, identity errors). */
export type MfaRefusal =
  | { reason: "format" | "wrong" | "expired" | "used" | "no-setup" }
  | { reason: "throttled"; retryAfterS: number };

/** The signed-in user as the portal back end knows him. */
export interface PortalMe {
  id: string;
  /** Null for a user whose company the back end does not know. */
  company: string | null;
}
