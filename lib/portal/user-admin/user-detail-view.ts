import { GraphQLRequestError } from "@/lib/graphql/graphql-error";
import { errorMessage } from "@/lib/log/error-message";

import type { Access, AccessAction, Application } from "./access";
import type { Organization } from "./organization";
import type { UserAdminUser } from "./user";

/**
 * The actions a row offers, in the order the buttons show: what the state machine allows for the
 * record, without `update` (this product has nothing to edit on an access; issue 13 notes).
 */
const ROW_ACTION_ORDER = [
  "accept",
  "grant",
  "decline",
  "resend",
  "reinvite",
  "add",
  "withdraw",
] as const satisfies readonly AccessAction[];
export type RowAction = (typeof ROW_ACTION_ORDER)[number];

export function rowActions(allowed: readonly AccessAction[]): RowAction[] {
  return ROW_ACTION_ORDER.filter((action) => allowed.includes(action));
}

/** Actions whose answer carries a new invitation link (mailed, shown once). */
export function isInviting(action: AccessAction): boolean {
  return action === "add" || action === "resend" || action === "reinvite";
}

interface OrganizationAccess {
  organization: Organization;
  access: Access[];
}

/** Each organization of the user (the back end's order) with his access records in it. */
export function accessByOrganization(user: UserAdminUser): OrganizationAccess[] {
  return user.organizations.map((organization) => ({
    organization,
    access: user.access.filter((record) => record.organization.id === organization.id),
  }));
}

/** The applications the user has no record of in this organization: what "add" can offer. */
export function addableApplications<T extends Application>(
  user: UserAdminUser,
  organizationId: string,
  applications: readonly T[],
): T[] {
  const held = new Set(
    user.access
      .filter((record) => record.organization.id === organizationId)
      .map((record) => record.application.id),
  );
  return applications.filter((application) => !held.has(application.id));
}

/**
 * The administered organizations the user could be added to: those of his own company (access
 * is only ever given there) he has no record in.
 */
export function addableOrganizations<T extends { id: string; company: string }>(
  user: UserAdminUser,
  organizations: readonly T[],
): T[] {
  const member = new Set(user.access.map((record) => record.organization.id));
  return organizations.filter(
    (organization) => organization.company === user.company && !member.has(organization.id),
  );
}

/**
 * Whether a removal ends the administrator's own administration of an organization (spec 001 §8
 * warning): on his own profile, as an external administrator (he administers the organizations
 * he is a member of), when it leaves him no record there.
 */
export function cutsOwnAdministration({
  isOwnProfile,
  isInternal,
  leavesNoRecord,
}: {
  isOwnProfile: boolean;
  isInternal: boolean;
  leavesNoRecord: boolean;
}): boolean {
  return isOwnProfile && !isInternal && leavesNoRecord;
}

/**
 * Spec 001 §8: why the detail cannot show the user. NOT_FOUND (also a mutation's, when the user
 * has gone meanwhile) is "invalid user"; NO_COMMON_ORGANIZATION is "lost permission".
 */
export type UserProblem = "invalidUser" | "lostPermission";

export function userProblemOf(error: unknown): UserProblem | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  if (error.code === "NO_COMMON_ORGANIZATION") return "lostPermission";
  if (error.code === "NOT_FOUND") return "invalidUser";
  return null;
}

/** Refusals the back end names (schema.graphql), each with a text of its own in the dialog. */
const REFUSAL_KEYS = [
  "actionNotAllowed",
  "ownAccessWarning",
  "cannotDeleteSelf",
  "userHasOtherOrganizations",
  "selfGrantNotAllowed",
  "applicationInvalid",
  "portalUrlInvalid",
] as const;
export type Refusal = (typeof REFUSAL_KEYS)[number] | "mailFailed" | "notFound" | "failed";

/** What a failed action says in its dialog; `failed` for anything unnamed (network, 5xx). */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof GraphQLRequestError)) return "failed";
  if (error.code === "MAIL_FAILED") return "mailFailed";
  if (error.code === "NOT_FOUND" || error.code === "NO_COMMON_ORGANIZATION") return "notFound";
  const key = error.extensions.key;
  if (error.code === "BAD_USER_INPUT" && typeof key === "string") {
    return REFUSAL_KEYS.find((known) => known === key) ?? "failed";
  }
  return "failed";
}

/** The technical details shown with a failure: the message, and the mail system's answer. */
export function technicalDetails(error: unknown): string {
  const message = errorMessage(error);
  const details = error instanceof GraphQLRequestError ? error.extensions.details : undefined;
  return typeof details === "string" && details && details !== message
    ? `${message} (${details})`
    : message;
}

/** Where the invitation page leads once the password is set: this site's portal. */
export function portalUrlOf(origin: string, portalHref: string): string {
  return `${origin}${portalHref}`;
}
