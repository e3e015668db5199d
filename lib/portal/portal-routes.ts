import type { ServiceId } from "./service-status";

/** The portal's path segment (spec 000 §2: `{portal}`). */
export const PORTAL_SEGMENT = "mykomax";

type PortalScreen =
  | { kind: "dashboard" }
  | { kind: "account" }
  | { kind: "logout" }
  | { kind: "ticketList" }
  | { kind: "newTicket" }
  | { kind: "ticket"; id: string }
  | { kind: "inventory" }
  | { kind: "inventoryOld" }
  | { kind: "wireFlow" }
  | { kind: "userAdmin" }
  | { kind: "userAdminUser"; id: string }
  | { kind: "productInformation" }
  | { kind: "product"; slug: string }
  | { kind: "productContent"; productId: string; contentId: string }
  | { kind: "partsOrders" }
  | { kind: "newPartsOrder" }
  | { kind: "service"; service: ServiceId };

export const TICKET_LIST_PATH = "tickets/list";
export const NEW_TICKET_PATH = "tickets/newticket";
export const INVENTORY_PATH = "inventory";
export const INVENTORY_OLD_PATH = "inventory/old";
export const USER_ADMIN_PATH = "user-admin";
export const PRODUCT_INFORMATION_PATH = "product-information";
/** The company's parts order history (issue 14); before the slug route, so no product hides it. */
export const PARTS_ORDERS_PATH = `${PRODUCT_INFORMATION_PATH}/orders`;
/** An order of every real part in the cart, the cart panel's "Proceed to order". */
export const NEW_PARTS_ORDER_PATH = `${PARTS_ORDERS_PATH}/new`;

/** A product's detail page below /{locale}/mykomax. */
export function productPath(slug: string): string {
  return `${PRODUCT_INFORMATION_PATH}/${encodeURIComponent(slug)}`;
}

/** A knowledge hub item's page below /{locale}/mykomax. */
export function productContentPath(productId: string, contentId: string): string {
  return `${PRODUCT_INFORMATION_PATH}/${encodeURIComponent(productId)}/${encodeURIComponent(contentId)}`;
}

/** A ticket's detail page below /{locale}/mykomax. */
export function ticketPath(id: string): string {
  return `tickets/${encodeURIComponent(id)}`;
}

/** A user's page in user administration below /{locale}/mykomax. */
export function userAdminUserPath(id: string): string {
  return `${USER_ADMIN_PATH}/${encodeURIComponent(id)}`;
}

/** Where each service's tile leads, below /{locale}/mykomax. */
export const SERVICE_PATHS: Readonly<Record<ServiceId, string>> = {
  serviceTickets: TICKET_LIST_PATH,
  inventory: INVENTORY_PATH,
  userAdmin: USER_ADMIN_PATH,
  wireFlow: "wire-flow",
  productInformation: PRODUCT_INFORMATION_PATH,
  // Applications of their own (spec 001 §6) without a route in spec 001 §2: a portal page each.
  directService: "apps/direct-service",
  wireMaster: "apps/wire-master",
  masterData: "apps/master-data",
  learningHub: "apps/learning-hub",
};

const APP_SERVICES: Readonly<Record<string, ServiceId>> = {
  "direct-service": "directService",
  "wire-master": "wireMaster",
  "master-data": "masterData",
  "learning-hub": "learningHub",
};

/** A ticket id, user id, product slug or content id: plain URL-safe characters only. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;

function service(service: ServiceId): PortalScreen {
  return { kind: "service", service };
}

/**
 * `tickets/list`, `tickets/newticket` or `tickets/{id}`. Any URL-safe id is a ticket's page, so a
 * made-up id gets the portal's "not found" screen from the back end's answer; anything else
 * (`<script>`) is the site's 404.
 */
function ticketScreen(segment: string | undefined): PortalScreen | null {
  if (segment === "list") return { kind: "ticketList" };
  if (segment === "newticket") return { kind: "newTicket" };
  return segment !== undefined && IDENTIFIER.test(segment) ? { kind: "ticket", id: segment } : null;
}

/**
 * The screen of a portal path, given the segments after `mykomax` (spec 001 §2); null for a path
 * the portal does not have, which is then the 404 page.
 */
export function portalScreen(segments: readonly string[]): PortalScreen | null {
  const [first, second, third, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === undefined) return { kind: "dashboard" };
  const isId = (value: string | undefined) => value !== undefined && IDENTIFIER.test(value);
  switch (first) {
    case "account":
      return second === undefined ? { kind: "account" } : null;
    case "logout":
      return second === undefined ? { kind: "logout" } : null;
    case "tickets":
      return third === undefined ? ticketScreen(second) : null;
    case "inventory":
      if (second === undefined) return { kind: "inventory" };
      return second === "old" && third === undefined ? { kind: "inventoryOld" } : null;
    case "user-admin":
      if (third !== undefined) return null;
      if (second === undefined) return { kind: "userAdmin" };
      return isId(second) ? { kind: "userAdminUser", id: second } : null;
    case "wire-flow":
      return second === undefined ? { kind: "wireFlow" } : null;
    case "product-information":
      if (second === undefined) return { kind: "productInformation" };
      if (second === "orders" && third === undefined) return { kind: "partsOrders" };
      if (second === "orders" && third === "new") return { kind: "newPartsOrder" };
      if (!isId(second)) return null;
      if (third === undefined) return { kind: "product", slug: second };
      return isId(third) ? { kind: "productContent", productId: second, contentId: third } : null;
    case "apps": {
      const app =
        second !== undefined && Object.hasOwn(APP_SERVICES, second)
          ? APP_SERVICES[second]
          : undefined;
      return app && third === undefined ? service(app) : null;
    }
    default:
      return null;
  }
}

/** Whether a path (segments after locale and site slug) lies in the portal. */
export function isPortalRoute(segments: readonly string[]): boolean {
  return segments[0] === PORTAL_SEGMENT;
}
