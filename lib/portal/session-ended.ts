import { GraphQLRequestError } from "@/lib/graphql/graphql-error";

/** The tab holds no token of the kind asked for: the session ended (or never began here). */
export class MissingTokenError extends Error {
  override name = "MissingTokenError";
}

/**
 * Whether a portal call failed because the session is over: the tab holds no token, or the
 * back end refused the one it got (401). Only signing in again helps; retrying does not.
 */
export function isSessionEnded(error: unknown): boolean {
  if (error instanceof MissingTokenError) return true;
  return error instanceof GraphQLRequestError && error.status === 401;
}
