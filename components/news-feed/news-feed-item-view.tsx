"use client";

import Image from "next/image";
import { useLocale } from "next-intl";

import { SmartLink } from "@/components/ui/smart-link";
import { formatPublicationDate } from "@/lib/format/publication-date";
import type { PathPrefix } from "@/lib/navigation/localize-path";
import { resolveNewsFeedLink } from "@/lib/news-feed/news-feed-link";
import type { NewsFeedItem } from "@/lib/news-feed/news-feed-types";

/** Spec 000 §3 News feed item: image, date, title, text and where it leads. */
export function NewsFeedItemView({ item, prefix }: { item: NewsFeedItem; prefix: PathPrefix }) {
  const language = useLocale();
  const link = item.link ? resolveNewsFeedLink(item.link, prefix) : null;
  return (
    <article
      data-testid="news-feed-item"
      tabIndex={-1}
      className="flex gap-4 border-b border-steel-200 py-4 focus-visible:outline-2 focus-visible:outline-theme-accent"
    >
      {item.image ? (
        // A thumbnail in a browser-only panel: the CDN's file as it is, loaded when scrolled to.
        <Image
          src={item.image.url}
          alt=""
          width={96}
          height={54}
          unoptimized
          className="aspect-video h-auto w-24 shrink-0 self-start rounded object-cover"
        />
      ) : null}
      <div className="min-w-0">
        <p className="text-xs text-steel-700">
          <time dateTime={item.publicationDate}>
            {formatPublicationDate(item.publicationDate, language)}
          </time>
        </p>
        <h3 className="font-bold">{item.title}</h3>
        {item.text ? <p className="mt-1 text-sm text-steel-700">{item.text}</p> : null}
        {link ? (
          <SmartLink
            link={link}
            newTab={link.kind === "browser"}
            className="mt-1 inline-block text-sm font-semibold text-theme-link underline"
          >
            {link.label ?? item.title}
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}
