"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";

import { AppLink } from "@/components/ui/app-link";
import { formatDay } from "@/lib/format/date-time";
import { formatFileSize } from "@/lib/format/number-format";
import { productPath } from "@/lib/portal/portal-routes";
import { productTabSearch } from "@/lib/portal/product-information/product-tabs";

import { ListSkeleton } from "../list/list-states";
import { portalLink, usePortalContext } from "../session/portal-context";
import { messageOf, PortalError } from "../portal-error";
import { ProductNotFound } from "./product-not-found";
import { useProductContent } from "./use-product-information-api";

const ACTION =
  "inline-flex items-center gap-2 rounded bg-theme-accent px-4 py-2 font-semibold text-theme-on-accent hover:bg-theme-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent";

/** /mykomax/product-information/{productid}/{contentid}: one manual, bulletin or video. */
export function ProductContentScreen({
  productId,
  contentId,
}: {
  productId: string;
  contentId: string;
}) {
  const t = useTranslations("ProductInformation");
  const language = useLocale();
  const context = usePortalContext();
  const answer = useProductContent(productId, contentId);
  if (answer.error) return <PortalError details={messageOf(answer.error)} />;
  if (answer.data === undefined) return <ListSkeleton testId="product-skeleton" />;
  if (answer.data === null) return <ProductNotFound />;
  const { product, content } = answer.data;
  const isVideo = content.kind === "video";
  return (
    <article className="space-y-6" aria-labelledby="content-title">
      <AppLink
        href={`${portalLink(context, productPath(product.slug))}${productTabSearch("knowledge-hub")}`}
        className="text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
      >
        {t("content.back", { product: product.name })}
      </AppLink>
      <p className="font-semibold text-theme-muted">{t(`knowledge.kinds.${content.kind}`)}</p>
      <h1 id="content-title" className="text-3xl font-bold">
        {content.title}
      </h1>
      <p>{t("content.published", { date: formatDay(content.date, language) })}</p>
      {isVideo ? <KnowledgeVideo url={content.url} /> : null}
      <a href={content.url} className={ACTION} target="_blank" rel="noopener">
        {isVideo
          ? t("content.openVideo")
          : t("content.openDocument", {
              filename: content.filename ?? "",
              size: formatFileSize(content.size_bytes ?? 0, language),
            })}
      </a>
    </article>
  );
}

/** The video in the page; when the browser cannot play it here, it says so (the link stays). */
function KnowledgeVideo({ url }: { url: string }) {
  const t = useTranslations("ProductInformation.content");
  const [hasFailed, setFailed] = useState(false);
  if (hasFailed) {
    return (
      <p role="note" className="rounded bg-theme-surface p-4">
        {t("videoFailed")}
      </p>
    );
  }
  return (
    <video
      controls
      preload="metadata"
      src={url}
      onError={() => setFailed(true)}
      className="w-full max-w-3xl"
    >
      <track kind="captions" />
    </video>
  );
}
