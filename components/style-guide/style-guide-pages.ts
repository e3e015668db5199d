/** The style guide's pages (spec 000 §2), in the order its navigation shows them. */
export const STYLE_GUIDE_PAGES = [
  { key: "overview", href: "/style-guide" },
  { key: "inputs", href: "/style-guide/inputs" },
  { key: "buttons", href: "/style-guide/buttons" },
  { key: "modules", href: "/style-guide/modules" },
  { key: "components", href: "/style-guide/components" },
  { key: "typography", href: "/style-guide/typography" },
  { key: "errorPage", href: "/style-guide/pages/error" },
] as const;
