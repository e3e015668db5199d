import { SERVICE_DEFINITIONS, type ServiceId, type ServiceStatus } from "./service-status";

/** What a user can do about his own access to a service from the dashboard (issue 13). */
export type OwnAccessAction = "acceptInvitation" | "requestAccess";

/**
 * An invitation waiting is accepted; a service the user is not registered for, and that can be
 * registered, is requested. Every other status is the administrator's to change: the user gets
 * the explanation only.
 */
export function ownAccessAction(service: ServiceId, status: ServiceStatus): OwnAccessAction | null {
  const definition = SERVICE_DEFINITIONS.find((candidate) => candidate.id === service);
  if (!definition || definition.roleStem === null || definition.isComingSoon) return null;
  if (status === "invited") return "acceptInvitation";
  if (status === "unregistered" && definition.hasRegistration) return "requestAccess";
  return null;
}
