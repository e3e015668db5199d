import type { ModuleData } from "@/lib/module-data/load-module-data";
import type { LinkContext } from "@/lib/navigation/resolve-link";

/** What every module needs besides its own fields. */
export interface ModuleContext {
  link: LinkContext;
  /** The first module of a page gets the page's only h1 and loads its image eagerly. */
  isFirst: boolean;
  /** The language the page is shown in (a form's texts and country names, the filters' names). */
  language: string;
  /**
   * The content page the module sits on, with what its route read for the modules that show
   * data (lib/module-data/load-module-data.ts). Other pages (stories, media releases, system
   * pages) have none: a locations list is not shown there, a service request offers no contact
   * location.
   */
  page?: {
    /** The page's path as visitors see it, e.g. /de/company/locations. */
    path: string;
    data: ModuleData;
  };
}
