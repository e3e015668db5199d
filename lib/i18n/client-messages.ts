import type { Messages } from "./messages";

/** The namespaces client components read; only these travel to the browser with each page. */
const CLIENT_NAMESPACES = [
  "Layout",
  "Header",
  "MobileMenu",
  "Ui",
  "Breadcrumbs",
  "ErrorPage",
  "NotFound",
  "Panels",
  "Comparison",
  "PartsCart",
  "Measurement",
  "NewsFeed",
  "Share",
  "UserMenu",
  "Search",
  // The contact panel (any page can open it): its texts, the forms' shared ones, the bot notice.
  "ContactPanel",
  "PublicForms",
  "BotProtection",
] as const satisfies readonly (keyof Messages)[];

/** Namespaces only the portal's pages (and its callbacks) need; they travel with those pages only. */
const PORTAL_NAMESPACES = [
  "Portal",
  "Callback",
  "Account",
  "Logout",
  "Tickets",
  "TicketForms",
  "Inventory",
  "WireFlow",
  "UserAdmin",
  "UserAdminUser",
  "ProductInformation",
  "PartsOrderForm",
] as const satisfies readonly (keyof Messages)[];

/**
 * Of the search texts, only the header's field reads any in the browser; the results page's
 * (most of the namespace) are the server's.
 */
const HEADER_SEARCH_KEYS = [
  "boxLabel",
  "boxPlaceholder",
  "suggestions",
  "suggestionCount",
  "submitSearch",
  "openSearch",
  "closeSearch",
] as const satisfies readonly (keyof Messages["Search"])[];

type ClientMessages = Omit<Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>, "Search"> & {
  Search: Pick<Messages["Search"], (typeof HEADER_SEARCH_KEYS)[number]>;
};

export function clientMessages(messages: Messages): ClientMessages {
  return {
    ...(Object.fromEntries(CLIENT_NAMESPACES.map((name) => [name, messages[name]])) as Pick<
      Messages,
      (typeof CLIENT_NAMESPACES)[number]
    >),
    Search: Object.fromEntries(
      HEADER_SEARCH_KEYS.map((key) => [key, messages.Search[key]]),
    ) as ClientMessages["Search"],
  };
}

/** The client namespaces plus the portal's, for the provider a portal page wraps itself in. */
export function portalClientMessages(
  messages: Messages,
): ClientMessages & Pick<Messages, (typeof PORTAL_NAMESPACES)[number]> {
  return {
    ...clientMessages(messages),
    ...(Object.fromEntries(PORTAL_NAMESPACES.map((name) => [name, messages[name]])) as Pick<
      Messages,
      (typeof PORTAL_NAMESPACES)[number]
    >),
  };
}
