"use client";

import { useLocale, useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { formatDay } from "@/lib/format/date-time";
import { productContentPath } from "@/lib/portal/portal-routes";
import type { KnowledgeContentKind, ProductDetail } from "@/lib/portal/product-information/product";

import { portalLink, usePortalContext } from "../session/portal-context";

const KINDS: readonly KnowledgeContentKind[] = ["manual", "serviceBulletin", "video"];

/** Manuals, service bulletins and videos, each a link to its own page. */
export function KnowledgeTab({ product }: { product: ProductDetail }) {
  const t = useTranslations("ProductInformation.knowledge");
  const language = useLocale();
  const context = usePortalContext();
  if (product.knowledgeContent.length === 0) return <p>{t("none")}</p>;
  return (
    <div className="space-y-6">
      {KINDS.map((kind) => {
        const items = product.knowledgeContent.filter((item) => item.kind === kind);
        if (items.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`knowledge-${kind}`} className="space-y-2">
            <h2 id={`knowledge-${kind}`} className="text-xl font-bold">
              {t(`kinds.${kind}`)}
            </h2>
            <ul className="space-y-2">
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-baseline gap-x-3">
                  <AppLink
                    href={portalLink(context, productContentPath(product.id, item.id))}
                    className="font-semibold text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
                  >
                    {item.title}
                  </AppLink>
                  <span className="text-sm text-theme-muted">{formatDay(item.date, language)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
