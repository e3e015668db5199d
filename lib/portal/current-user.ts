import { hasRole, ROLES, rolesFromClaim } from "./roles";
import {
  serviceStatuses,
  type ServiceStatuses,
  wireFlowUserType,
  type WireFlowUserType,
} from "./service-status";

/** The signed-in user (spec 001 §3), read from the ID token's claims. */
export interface CurrentUser {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  initials: string;
  email: string;
  roles: string[];
  /** True once the user has been read from a token (spec 001 §3). */
  populated: boolean;
  isDelegatedAdminInternal: boolean;
  isDelegatedAdminExternal: boolean;
  /** Internal employees cannot edit their account or change the password here (spec 001 §6). */
  isInternalEmployee: boolean;
  services: ServiceStatuses;
  wireFlowUserType: WireFlowUserType;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Up to two capitals: first and last name, else the words of the full name, else the e-mail. */
export function initialsOf(firstName: string, lastName: string, fullName: string, email: string) {
  const words =
    firstName || lastName
      ? [firstName, lastName]
      : fullName.split(/\s+/).filter(Boolean).slice(0, 2);
  const letters = words
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "")
    .join("");
  return (letters || (Array.from(email)[0] ?? "?")).toLocaleUpperCase();
}

/**
 * Builds the current user from the identity claims: subject, given name, family name, name,
 * e-mail and roles. Statuses of every service are computed here, once, when the user loads
 * (spec 001 §4).
 */
export function currentUserFromClaims(claims: Record<string, unknown>): CurrentUser {
  const firstName = text(claims.given_name);
  const lastName = text(claims.family_name);
  const email = text(claims.email);
  const fullName = text(claims.name) || [firstName, lastName].filter(Boolean).join(" ") || email;
  const roles = rolesFromClaim(claims.roles);
  return {
    id: text(claims.sub),
    fullName,
    firstName,
    lastName,
    initials: initialsOf(firstName, lastName, fullName, email),
    email,
    roles,
    populated: true,
    isDelegatedAdminInternal: hasRole(roles, ROLES.delegatedAdminInternal),
    isDelegatedAdminExternal: hasRole(roles, ROLES.delegatedAdminExternal),
    isInternalEmployee: hasRole(roles, ROLES.internalEmployee),
    services: serviceStatuses(roles),
    wireFlowUserType: wireFlowUserType(roles),
  };
}
