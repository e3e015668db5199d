import { companyKey } from "./company-key.mjs";
import { forbidden } from "./portal-errors.mjs";

/** The role that grants service tickets (spec 001 §6; matched as a substring, like every role). */
export const SERVICE_TICKETS_ROLE = "kmx_int_serviceticketing_active";
/** The role that grants the inventory (spec 001 §6). */
export const INVENTORY_ROLE = "kmx_int_assetdb_active";
/** The role that grants product information and parts orders (spec 001 §6). */
export const PRODUCT_INFO_ROLE = "kmx_int_productinfo_active";
/** Delegated administrators (spec 001 §6): the own company's organizations, or every company's. */
export const ADMIN_EXTERNAL_ROLE = "kmx_delegatedadmin_extern";
export const ADMIN_INTERNAL_ROLE = "kmx_delegatedadmin_intern";

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
 * @property {import('./user-admin/user-admin-repository.mjs').UserAdminRepository} userAdmin
 * @property {import('../mailbox/mailbox.mjs').Mailbox} mailbox where invitations are mailed
 * @property {() => string} origin the local services' public origin (the identity site's)
 * @property {(accountId: string) => void} forgetAccount drops a deleted account's sessions and
 *   tokens at the identity provider
 * @property {import('./parts/parts-order-repository.mjs').PartsOrderRepository} partsOrders
 * @property {import('./parts/pim-parts.mjs').PimParts} pimParts the PIM's parts (article check)
 */

/**
 * The caller as a person. His name is his account's as it is now (one truth with user
 * administration, issue 29): the ID token keeps the name of its sign-in until it is renewed.
 * @param {PortalContext} context
 */
export function personOf({ idToken, accounts }) {
  const account = accounts.findById(idToken.sub);
  const tokenName =
    typeof idToken.name === "string"
      ? idToken.name
      : [idToken.given_name, idToken.family_name].filter(Boolean).join(" ");
  const accountName = account ? `${account.firstName} ${account.lastName}` : "";
  return {
    account,
    name: accountName || tokenName || String(idToken.email ?? idToken.sub),
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
 * The caller of product information and parts orders: needs the product information role (else
 * FORBIDDEN) and a company, which scopes every read and write.
 * @param {PortalContext} context
 */
export function productInfoCaller(context) {
  return companyCaller(
    context,
    PRODUCT_INFO_ROLE,
    forbidden("Product information is not enabled for this user"),
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

/**
 * The caller of a user administration operation (spec 001 §6): an internal administrator
 * administers every company (`companyKey` null), an external one only his account's company.
 * Anyone else: FORBIDDEN.
 * @param {PortalContext} context
 */
export function adminCaller(context) {
  const roles = roleList(context.idToken.roles);
  const internal = roles.some((role) => role.includes(ADMIN_INTERNAL_ROLE));
  if (!internal && !roles.some((role) => role.includes(ADMIN_EXTERNAL_ROLE))) {
    throw forbidden("User administration is not enabled for this user");
  }
  const { account, name, email } = personOf(context);
  if (!internal && !account?.company) {
    throw forbidden("The user's account belongs to no company");
  }
  return {
    subject: context.idToken.sub,
    companyKey: internal ? null : companyKey(/** @type {string} */ (account?.company)),
    person: { name, email },
  };
}
