import type { ContentRequest } from "@/lib/content-system/content-request";
import type { LinkContext } from "@/lib/navigation/resolve-link";
import type { SearchParamValue } from "@/lib/paging/list-paging";

/** What every module needs besides its own fields. */
export interface ModuleContext {
  link: LinkContext;
  /** The first module of a page gets the page's only h1 and loads its image eagerly. */
  isFirst: boolean;
  /**
   * The content page the module sits on, for modules that read data or the query (the locations
   * list). The query stays a promise: only a module that awaits it makes its page follow it.
   */
  page?: {
    request: ContentRequest;
    /** The page's path as visitors see it, e.g. /de/company/locations. */
    path: string;
    searchParams: Promise<Record<string, SearchParamValue>>;
  };
}
