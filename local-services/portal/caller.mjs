import { companyKey } from "./company-key.mjs";
import { forbidden } from "./portal-errors.mjs";

/** The role that grants service tickets (spec 001 §6; matched as a substring, like every role). */
export const SERVICE_TICKETS_ROLE = "kmx_int_serviceticketing_active";
/** The role that grants the inventory (spec 001 §6). */
export const INVENTORY_ROLE = "kmx_int_assetdb_active";

/** @param {unknown} roles a string or a list (spec 001 §6) */
export function roleList(roles) {
  if (Array.isArray(roles)) return roles.filter((role) => typeof role === "string");
  return typeof roles === "string" ? roles.split(/[\s,]+/).filter(Boolean) : [];
}

/**
 * @typedef {object} PortalContext
 * @property {import('jose').JWTPayload & { sub: string }} idToken the verified claims
 * @property {ReturnType<typeof import('../oidc/accounts.mjs').createAccounts>} accounts
 * @property {import('./tickets/ticket-repository.mjs').TicketRepository} repo
 * @property {import('./files/access-keys.mjs').AccessKeys} accessKeys
 * @property {import('./inventory/inventory-repository.mjs').InventoryRepository} inventory
 */

/** @param {PortalContext} context */
export function personOf({ idToken, accounts }) {
  const account = accounts.findById(idToken.sub);
  const tokenName =
    typeof idToken.name === "string"
      ? idToken.name
      : [idToken.given_name, idToken.family_name].filter(Boolean).join(" ");
  const accountName = account ? `${account.firstName} ${account.lastName}` : "";
  return {
    account,
    name: tokenName || accountName || String(idToken.email ?? idToken.sub),
    email: String(idToken.email ?? account?.email ?? ""),
  };
}

/**
 * The caller of a ticket operation: needs the service-tickets role (else FORBIDDEN) and an
 * account with a company, which scopes every read and write.
 * @param {PortalContext} context
 */
export function ticketCaller(context) {
  return companyCaller(context, SERVICE_TICKETS_ROLE, forbidden());
}

/**
 * The caller of an inventory read: needs the inventory role (else FORBIDDEN) and a company.
 * @param {PortalContext} context
 */
export function inventoryCaller(context) {
  return companyCaller(
    context,
    INVENTORY_ROLE,
    forbidden("The inventory is not enabled for this user"),
  );
}

/**
 * @param {PortalContext} context @param {string} requiredRole
 * @param {Error} refusal thrown when the caller lacks the role
 */
function companyCaller(context, requiredRole, refusal) {
  const roles = roleList(context.idToken.roles);
  if (!roles.some((role) => role.includes(requiredRole))) throw refusal;
  const { account, name, email } = personOf(context);
  if (!account?.company) throw forbidden("The user's account belongs to no company");
  return {
    subject: context.idToken.sub,
    company: account.company,
    companyKey: companyKey(account.company),
    person: { name, email },
  };
}
