import type { LinkContext } from "@/lib/navigation/resolve-link";

/** What every module needs besides its own fields. */
export interface ModuleContext {
  link: LinkContext;
  /** The first module of a page gets the page's only h1 and loads its image eagerly. */
  isFirst: boolean;
}
