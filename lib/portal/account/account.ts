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

/** The signed-in user as the portal back end knows him. */
export interface PortalMe {
  id: string;
  /** Null for a user whose company the back end does not know. */
  company: string | null;
}
