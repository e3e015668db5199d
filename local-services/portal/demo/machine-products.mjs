import { MACHINE_MODELS } from "./demo-portal-data.mjs";

const ASSIGNED = "portal:machine-products-assigned";

/**
 * Gives the machines of a store seeded before machines knew their PIM product
 * (`portal_machines.product_id` null) the product of their demo model, once (meta flag):
 * otherwise product information would show such a company no products. A machine of a model
 * the demo does not know keeps no product; on a fresh store this finds nothing to do.
 * @param {import('../../store/document-store.mjs').Store} store
 * @returns {number} the machines given a product
 */
export function assignDemoMachineProducts(store) {
  if (store.getMeta(ASSIGNED)) return 0;
  const assign = store.db.prepare(
    "UPDATE portal_machines SET product_id = ? WHERE model = ? AND product_id IS NULL",
  );
  let assigned = 0;
  store.db.transaction(() => {
    for (const [model, , , productId] of MACHINE_MODELS) {
      assigned += assign.run(productId, model).changes;
    }
  })();
  store.setMeta(ASSIGNED, new Date().toISOString());
  return assigned;
}
