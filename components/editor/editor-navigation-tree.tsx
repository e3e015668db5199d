import { getTranslations } from "next-intl/server";

import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";
import type { NavigationItem } from "@/lib/navigation/types";

/** Every navigation item as the editor sees it: hidden ones and country-only ones marked. */
export async function EditorNavigationTree({
  items,
  prefix,
}: {
  items: NavigationItem[];
  prefix: PathPrefix;
}) {
  const t = await getTranslations("Editor");
  if (items.length === 0) return null;
  return (
    <ul className="ml-4 list-disc">
      {items.map((item) => (
        <li key={item.id} data-hidden={item.hidden} className="py-0.5">
          {item.pageId && item.unlocalizedUrl?.startsWith("/") ? (
            <a
              href={localizePath(item.unlocalizedUrl, prefix)}
              className="underline underline-offset-4 hover:no-underline"
            >
              {item.title}
            </a>
          ) : (
            <span>{item.title}</span>
          )}
          {item.hidden ? (
            <span className="ml-2 rounded bg-copper-100 px-2 py-0.5 text-sm">
              {t("hiddenItem")}
            </span>
          ) : null}
          {item.countries.length > 0 ? (
            <span className="ml-2 text-sm text-steel-700">
              {t("countriesOnly", { countries: item.countries.join(", ") })}
            </span>
          ) : null}
          <EditorNavigationTree items={item.items} prefix={prefix} />
        </li>
      ))}
    </ul>
  );
}
