import { createHash } from "node:crypto";
import { GraphQLError } from "graphql";
import { partsOrderSchema } from "../../../contracts/portal/parts/order-input-rules.mjs";
import { productInfoCaller } from "../caller.mjs";
import { inventoryScopeOf } from "../inventory/inventory-scope.mjs";
import { pageAnswer, pagingOf } from "../list-arguments.mjs";
import { badUserInput } from "../portal-errors.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */
/** @typedef {import('./parts-order-repository.mjs').OrderRow} OrderRow */

/** User administration's application whose access scopes the caller's products. */
export const PRODUCT_INFO_APPLICATION = "productInformation";
const MAX_PAGE_SIZE = 100;
/** Longer than any order number; a longer one is answered without a lookup. */
const MAX_NUMBER_LENGTH = 40;

/**
 * Checks an order against the shared rules; the first problem becomes BAD_USER_INPUT named by
 * its dotted path (`lines.2.quantity: quantityInvalid`).
 * @param {Record<string, unknown>} input
 */
function checkedOrder(input) {
  const present = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  const result = partsOrderSchema.safeParse(present);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue?.path.length ? issue.path.map(String).join(".") : "input";
  throw badUserInput(field, issue?.message ?? "invalid");
}

/**
 * An article the PIM does not sell for the line's product, named in the message.
 * @param {number} index @param {{ productId: string, articleNumber: string }} line
 */
function articleUnknown(index, { productId, articleNumber }) {
  const field = `lines.${index}.articleNumber`;
  return new GraphQLError(
    `${field}: articleUnknown (article ${articleNumber} is not sold for product ${productId})`,
    {
      extensions: {
        code: "BAD_USER_INPUT",
        field,
        key: "articleUnknown",
        articleNumber,
        productId,
      },
    },
  );
}

/**
 * What an idempotency key is bound to: the order as checked (trimmed, empty texts as absent).
 * @param {ReturnType<typeof checkedOrder>} order
 */
function payloadHashOf(order) {
  const payload = [
    order.locationId,
    order.purchaseOrderNumber || null,
    order.note || null,
    order.lines.map((line) => [line.productId, line.articleNumber, line.quantity]),
  ];
  return createHash("sha256").update(JSON.stringify(payload)).digest("hex");
}

/** @param {PortalContext} context @param {string} companyKey @param {string} number */
function loadOrder(context, companyKey, number) {
  const order = context.partsOrders.order(companyKey, number);
  if (!order) throw new Error(`Order ${number} vanished`);
  return order;
}

export const partsOrderResolvers = {
  Query: {
    /** @param {unknown} _root @param {unknown} _args @param {PortalContext} context */
    ownedProducts(_root, _args, context) {
      const caller = productInfoCaller(context);
      const organizations = inventoryScopeOf(context, caller, PRODUCT_INFO_APPLICATION);
      return context.partsOrders.ownedProducts(caller.companyKey, organizations);
    },

    /** @param {unknown} _root @param {unknown} _args @param {PortalContext} context */
    partsOrderLocations(_root, _args, context) {
      const { companyKey } = productInfoCaller(context);
      return context.repo.locations(companyKey);
    },

    /** @param {unknown} _root @param {any} args @param {PortalContext} context */
    partsOrders(_root, args, context) {
      const { companyKey } = productInfoCaller(context);
      const paging = pagingOf(args, { defaultSize: 20, maxSize: MAX_PAGE_SIZE });
      const found = context.partsOrders.list(companyKey, {
        limit: paging.pageSize,
        offset: (paging.page - 1) * paging.pageSize,
      });
      return pageAnswer(found, paging);
    },

    /** @param {unknown} _root @param {{ number: string }} args @param {PortalContext} context */
    partsOrder(_root, { number }, context) {
      const { companyKey } = productInfoCaller(context);
      if (number.length > MAX_NUMBER_LENGTH) return null;
      return context.partsOrders.order(companyKey, number);
    },
  },

  Mutation: {
    /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
    placePartsOrder(_root, { input }, context) {
      const caller = productInfoCaller(context);
      const order = checkedOrder(input);
      const payloadHash = payloadHashOf(order);
      const { partsOrders } = context;
      const reused = () => badUserInput("idempotencyKey", "idempotencyKeyReused");

      const earlier = partsOrders.byIdempotencyKey(caller.subject, order.idempotencyKey);
      if (earlier) {
        if (earlier.payloadHash !== payloadHash) throw reused();
        return loadOrder(context, caller.companyKey, earlier.number);
      }
      const location = context.repo.companyLocation(caller.companyKey, order.locationId);
      if (!location) throw badUserInput("locationId", "locationInvalid");
      const lines = order.lines.map((line, index) => {
        const part = context.pimParts.part(line.productId, line.articleNumber);
        if (!part) throw articleUnknown(index, line);
        return { ...line, name: part.name, kind: part.kind };
      });

      const placed = partsOrders.place({
        companyKey: caller.companyKey,
        ownerSubject: caller.subject,
        idempotencyKey: order.idempotencyKey,
        payloadHash,
        status: "submitted",
        locationId: location.id,
        purchaseOrderNumber: order.purchaseOrderNumber || null,
        note: order.note || null,
        placedBy: caller.person,
        lines,
      });
      // Another request with the same key got in first (a double submit): its order stands.
      if (!placed.created && placed.payloadHash !== payloadHash) throw reused();
      return loadOrder(context, caller.companyKey, placed.number);
    },
  },

  PartsOrder: {
    /** @param {OrderRow} order @param {unknown} _args @param {PortalContext} context */
    deliveryLocation: (order, _args, context) => context.repo.locationById(order.locationId),
    /** @param {OrderRow} order @param {unknown} _args @param {PortalContext} context */
    lines: (order, _args, context) => context.partsOrders.lines(order.number),
  },

  PartsOrderLine: {
    /** @param {{ name: { en: string, de: string } }} line @param {{ language?: string }} args */
    name: (line, { language }) =>
      language?.toLowerCase().startsWith("de") ? line.name.de : line.name.en,
  },
};
