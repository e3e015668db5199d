import "server-only";

import { NewsFeedDocument, type NewsFeedQuery } from "@/graphql/generated/content";
import { getProductRoutes } from "@/lib/catalogue/get-product-routes";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";
import {
  NEWS_FEED_PAGE_SIZE,
  type NewsFeedLink,
  type NewsFeedPage,
} from "@/lib/news-feed/news-feed-types";
import { productLinkSlugs } from "@/lib/navigation/product-link-slugs";
import { sisCodeFor } from "@/lib/site/derive-locale";

type RawItem = NewsFeedQuery["newsFeedItemsConnection"]["edges"][number]["node"];

function reshapeLink(
  link: RawItem["link"],
  productRoutes: ReadonlyMap<string, string>,
): NewsFeedLink | null {
  switch (link?.__typename) {
    case "PathLink":
      return { kind: "target", target: link.path, label: link.title };
    case "ExternalLink":
      return { kind: "target", target: link.url, label: link.title };
    case "ProductLink": {
      const route = productRoutes.get(link.productSlug);
      return route ? { kind: "target", target: route, label: link.title } : null;
    }
    case "PageLink":
      return link.page
        ? { kind: "page", pageId: link.page.id, label: link.title ?? link.page.title }
        : null;
    default:
      return null;
  }
}

/** Spec 000 §7: ten news feed items after a cursor (from the newest when none), newest first. */
export async function getNewsFeedPage(
  after: string | null,
  request: ContentRequest,
): Promise<NewsFeedPage> {
  const raw = await readContent(
    NewsFeedDocument,
    {
      first: NEWS_FEED_PAGE_SIZE,
      after,
      locales: toContentLocales(request.locales),
      stage: request.stage,
    },
    request,
  );
  const { edges, pageInfo } = raw.newsFeedItemsConnection;
  // The feed is one per language, shared by every country that speaks it: product links lead to
  // the products the PIM knows, without a country's selection.
  const language = request.locales[0] ?? "en";
  const productRoutes = await getProductRoutes(
    productLinkSlugs(edges),
    { code: language, sisCode: sisCodeFor(language), country: null },
    request.cache,
  );
  return {
    items: edges.map(({ node }) => ({
      id: node.id,
      title: node.title,
      text: node.text,
      publicationDate: node.publicationDate,
      image: node.image
        ? { url: node.image.url, alternativeText: node.image.alternativeText }
        : null,
      link: reshapeLink(node.link, productRoutes),
    })),
    nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null,
  };
}
