/** The application whose access records scope the inventory (user administration's id). */
export const INVENTORY_APPLICATION = "inventory";

/**
 * The organizations whose machines a portal user sees (issue 13): those of his company where
 * his inventory access is `active` (its effective state: an expired invitation or a pending
 * request shows nothing). By name, as machines carry their organization.
 * @param {{ organizationId: string, application: string, status: string }[]} records his access
 * @param {(id: string) => { name: string, companyKey: string } | null} organizationById
 * @param {string} companyKey the caller's company
 * @param {string} [application] whose access counts (product information scopes the same way)
 * @returns {string[]} sorted, once each
 */
export function inventoryOrganizationNames(
  records,
  organizationById,
  companyKey,
  application = INVENTORY_APPLICATION,
) {
  const names = new Set();
  for (const record of records) {
    if (record.application !== application || record.status !== "active") continue;
    const organization = organizationById(record.organizationId);
    if (organization?.companyKey === companyKey) names.add(organization.name);
  }
  return /** @type {string[]} */ ([...names].sort());
}

/**
 * The caller's inventory scope, read from user administration at every request (one truth: an
 * administrator's withdraw shows at once). Null for an account without a portal user (the
 * 10,000-ticket account, test-fixture accounts of a demo company): like his token's roles, his
 * stored access stays what it was, the whole company.
 * @param {import('../caller.mjs').PortalContext} context
 * @param {{ subject: string, companyKey: string }} caller
 * @param {string} [application] as in inventoryOrganizationNames
 * @returns {string[] | null}
 */
export function inventoryScopeOf(context, { subject, companyKey }, application) {
  const { userAdmin } = context;
  if (!userAdmin.userById(subject)) return null;
  return inventoryOrganizationNames(
    userAdmin.accessOfUser(subject),
    (id) => userAdmin.organizationById(id),
    companyKey,
    application,
  );
}
