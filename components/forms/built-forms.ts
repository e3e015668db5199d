/** The form kinds of the content schema that have a form already; the others follow. */
const BUILT_FORMS = ["SupportRequest", "WhitepaperDownload", "ServiceRequest"] as const;

export type BuiltFormKind = (typeof BUILT_FORMS)[number];

export function isBuiltForm(kind: string): kind is BuiltFormKind {
  return (BUILT_FORMS as readonly string[]).includes(kind);
}

/** The messages/ namespace of each form's own texts (the shared ones travel with every form). */
export const FORM_NAMESPACES = {
  SupportRequest: "SupportRequest",
  WhitepaperDownload: "WhitepaperDownload",
  ServiceRequest: "ServiceRequest",
} as const satisfies Record<BuiltFormKind, string>;
