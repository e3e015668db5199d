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
] as const satisfies readonly (keyof Messages)[];

export function clientMessages(
  messages: Messages,
): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((name) => [name, messages[name]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >;
}
