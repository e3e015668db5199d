import { ModuleList } from "@/components/content/module-list";
import type { ErrorSystemPage } from "@/lib/content/error-page/get-error-page";
import type { LinkContext } from "@/lib/navigation/resolve-link";

import type { ErrorPageContent } from "./error-page-content";

/** The content system's error page as the error boundary gets it: texts, and modules rendered here. */
export function errorPageContentValue(
  page: ErrorSystemPage | null,
  link: LinkContext,
  language: string,
): ErrorPageContent | null {
  if (!page) return null;
  return {
    title: page.title,
    overline: page.overline,
    modules:
      page.modules.length > 0 ? (
        <ModuleList modules={page.modules} context={{ link, language }} />
      ) : null,
  };
}
