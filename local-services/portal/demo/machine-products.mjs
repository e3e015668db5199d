import { MACHINE_MODELS } from "./demo-machines.mjs";

const ASSIGNED = "portal:machine-products-assigned";

/**
 * The models of the demo before its models were the catalogue's own names, with the PIM product
 * each stood for: a store seeded then still holds machines of these models.
 */
const EARLIER_MODELS = [
  ["Zeta 640", "HOV-HA-0500"],
  ["Alpha 488", "FER-CC-0488"],
  ["Gamma 333 PC", "FER-CC-0355"],
  ["Kappa 330", "FER-CS-3300"],
  ["Mira 340", "FER-CS-3100"],
  ["Alpha 550", "FER-CC-0550"],
  ["Sigma 688 ST", "STX-PS-9800"],
  ["Zeta 656", "HOV-TM-0040"],
  ["Kappa 350", "FER-CS-5500"],
];

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
  const models = [
    ...EARLIER_MODELS,
    ...MACHINE_MODELS.map(({ model, productId }) => [model, productId]),
  ];
  let assigned = 0;
  store.db.transaction(() => {
    for (const [model, productId] of models) {
      assigned += assign.run(productId, model).changes;
    }
  })();
  store.setMeta(ASSIGNED, new Date().toISOString());
  return assigned;
}
