/** The form kinds of the content schema that have a form already; the others follow. */
export const BUILT_FORMS = ["SupportRequest", "ServiceRequest"] as const;

export type BuiltFormKind = (typeof BUILT_FORMS)[number];

export function isBuiltForm(kind: string): kind is BuiltFormKind {
  return (BUILT_FORMS as readonly string[]).includes(kind);
}
