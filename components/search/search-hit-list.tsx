import { getTranslations } from "next-intl/server";

import { AppLink } from "@/components/ui/app-link";
import { InlineHtml } from "@/components/ui/inline-html";
import type { SearchHit } from "@/lib/search/search-site";

const TYPES = ["page", "story", "media-release", "product", "classification"] as const;
type HitType = (typeof TYPES)[number];

function isHitType(type: string): type is HitType {
  return (TYPES as readonly string[]).includes(type);
}

/** One page of hits: the title links to the hit, the description shows the query's words. */
export async function SearchHitList({ hits, start }: { hits: SearchHit[]; start: number }) {
  const t = await getTranslations("Search");
  return (
    <ol start={start} className="flex flex-col divide-y divide-theme-border" data-search-results>
      {hits.map((hit) => (
        <li key={hit.url} className="flex flex-col gap-1 py-5">
          {isHitType(hit.type) ? (
            <span className="text-sm font-semibold tracking-wide text-theme-muted uppercase">
              {t(`type.${hit.type}`)}
            </span>
          ) : null}
          <h2 className="text-xl font-bold">
            <AppLink
              href={hit.url}
              className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent"
            >
              {hit.title}
            </AppLink>
          </h2>
          {/* Escaped text plus <em> for the query's words (lib/search/format-search-hit.ts). */}
          <p className="text-theme-fg [&_em]:font-semibold [&_em]:text-theme-highlight [&_em]:not-italic">
            <InlineHtml html={hit.description} />
          </p>
        </li>
      ))}
    </ol>
  );
}
