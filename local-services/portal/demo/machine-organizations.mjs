import { seedOrganizationNamesOf } from "../user-admin/company-organizations.mjs";
import { machineOrganizationOf } from "./demo-portal-data.mjs";

const RENAMED = "portal:machine-organizations-renamed";

/**
 * Names the demo machines of a store seeded before machines belonged to user administration's
 * organizations (every company had "Cable assembly", "Harness production", "Prototyping") as
 * the seed names them now, once (meta flag): otherwise the inventory, which shows the machines
 * of the user's organizations by name, would hide most of them. Only seeded machines
 * (`M-<company tag>-<n>`) change; on a fresh store this finds nothing to do.
 * @param {import('../../store/document-store.mjs').Store} store
 * @returns {number} the machines renamed
 */
export function renameDemoMachineOrganizations(store) {
  if (store.getMeta(RENAMED)) return 0;
  const { db } = store;
  const companies = /** @type {{ key: string, name: string }[]} */ (
    db.prepare("SELECT key, name FROM portal_companies").all()
  );
  const machinesOf = db.prepare(
    "SELECT id, organization FROM portal_machines WHERE company_key = ?",
  );
  const rename = db.prepare("UPDATE portal_machines SET organization = ? WHERE id = ?");
  let renamed = 0;
  db.transaction(() => {
    for (const { key, name } of companies) {
      const names = seedOrganizationNamesOf(name);
      const seeded = new RegExp(`^M-${key.slice(-8)}-(\\d+)$`);
      for (const machine of /** @type {{ id: string, organization: string }[]} */ (
        machinesOf.all(key)
      )) {
        const number = seeded.exec(machine.id)?.[1];
        if (number === undefined) continue;
        const organization = machineOrganizationOf(names, Number(number) - 1);
        if (organization === machine.organization) continue;
        rename.run(organization, machine.id);
        renamed += 1;
      }
    }
  })();
  store.setMeta(RENAMED, new Date().toISOString());
  return renamed;
}
