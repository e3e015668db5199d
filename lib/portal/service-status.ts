import { hasRole, ROLES } from "./roles";

/** Service registration status (spec 001 §4); `unknown` until the user is loaded. */
export const SERVICE_STATUSES = [
  "unknown",
  "noprocess",
  "unregistered",
  "pending",
  "active",
  "invited",
  "inviteexpired",
  "inactive",
  "declined",
  "comingsoon",
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_IDS = [
  "serviceTickets",
  "inventory",
  "userAdmin",
  "wireFlow",
  "directService",
  "wireMaster",
  "masterData",
  "learningHub",
  "productInformation",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export interface ServiceDefinition {
  id: ServiceId;
  /**
   * Role stem of the service: `kmx_int_assetdb` is active with `kmx_int_assetdb_active`,
   * pending with `…_pending` and so on (spec 001 §6). Null when other roles decide.
   */
  roleStem: string | null;
  /** Whether a customer can register or request the service; without it an absent role is `noprocess`. */
  hasRegistration: boolean;
  /** A service announced but not yet offered shows `comingsoon` whatever the roles say. */
  isComingSoon: boolean;
}

/** The services of the dashboard, in its order (spec 001 §1, §6). */
export const SERVICE_DEFINITIONS: readonly ServiceDefinition[] = [
  {
    id: "serviceTickets",
    roleStem: "kmx_int_serviceticketing",
    hasRegistration: true,
    isComingSoon: false,
  },
  { id: "inventory", roleStem: "kmx_int_assetdb", hasRegistration: true, isComingSoon: false },
  // Administration rights are granted, never requested: no registration process.
  { id: "userAdmin", roleStem: null, hasRegistration: false, isComingSoon: false },
  { id: "wireFlow", roleStem: "kmx_int_artemis", hasRegistration: true, isComingSoon: false },
  { id: "directService", roleStem: "kmx_int_direct", hasRegistration: true, isComingSoon: false },
  { id: "wireMaster", roleStem: "kmx_int_mfpwm", hasRegistration: true, isComingSoon: false },
  { id: "masterData", roleStem: "kmx_int_mfpmds", hasRegistration: true, isComingSoon: false },
  { id: "learningHub", roleStem: "kmx_int_lmsefront", hasRegistration: true, isComingSoon: false },
  {
    id: "productInformation",
    roleStem: "kmx_int_productinfo",
    hasRegistration: true,
    isComingSoon: false,
  },
];

/**
 * Role suffixes in the order they win when a user carries several for one service: access that
 * works beats a request in progress beats an ended one.
 */
const SUFFIX_STATUSES = [
  ["active", "active"],
  ["pending", "pending"],
  ["invited", "invited"],
  ["inviteexpired", "inviteexpired"],
  ["inactive", "inactive"],
  ["declined", "declined"],
] as const satisfies readonly (readonly [string, ServiceStatus])[];

/** The status of one service for a loaded user's roles (spec 001 §4, §6). */
export function serviceStatus(
  definition: ServiceDefinition,
  roles: readonly string[],
): ServiceStatus {
  if (definition.isComingSoon) return "comingsoon";
  if (definition.id === "userAdmin") {
    return hasRole(roles, ROLES.delegatedAdminExternal) ||
      hasRole(roles, ROLES.delegatedAdminInternal)
      ? "active"
      : "noprocess";
  }
  if (definition.roleStem !== null) {
    for (const [suffix, status] of SUFFIX_STATUSES) {
      if (hasRole(roles, `${definition.roleStem}_${suffix}`)) return status;
    }
  }
  return definition.hasRegistration ? "unregistered" : "noprocess";
}

export type WireFlowUserType = "unknown" | "onprem" | "cloud";

export type ServiceStatuses = Record<ServiceId, ServiceStatus>;

/** Every service's status; all `unknown` while no user is loaded (roles null). */
export function serviceStatuses(
  roles: readonly string[] | null,
  definitions: readonly ServiceDefinition[] = SERVICE_DEFINITIONS,
): ServiceStatuses {
  return Object.fromEntries(
    definitions.map((definition) => [
      definition.id,
      roles === null ? "unknown" : serviceStatus(definition, roles),
    ]),
  ) as ServiceStatuses;
}

/** Wire-flow runs on the customer's premises with the on-premises role, else in the cloud. */
export function wireFlowUserType(roles: readonly string[] | null): WireFlowUserType {
  if (roles === null) return "unknown";
  return hasRole(roles, ROLES.wireFlowOnPremises) ? "onprem" : "cloud";
}
