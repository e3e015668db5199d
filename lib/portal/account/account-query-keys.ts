/** The react-query keys of the signed-in user's own account. */
export const accountQueryKeys = {
  all: ["account"] as const,
  /** The identity site's account: profile, MFA, whether internal. */
  account: () => [...accountQueryKeys.all, "identity"] as const,
  /** The portal back end's record of the user: his company. */
  me: () => [...accountQueryKeys.all, "me"] as const,
};
