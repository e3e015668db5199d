import type { LinkContext } from "@/lib/navigation/resolve-link";
import type { SearchParamValue } from "@/lib/paging/list-paging";

/** What every module needs besides its own fields. */
export interface ModuleContext {
  link: LinkContext;
  /** The first module of a page gets the page's only h1 and loads its image eagerly. */
  isFirst: boolean;
  /**
   * The content page the module is on: its public path and its query, for modules that filter
   * by the address (lib/routing/page-query.mjs lists the parameters). Unset elsewhere.
   */
  page?: { path: string; searchParams: Readonly<Record<string, SearchParamValue>> };
}
