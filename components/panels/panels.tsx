"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

import { BasketPanel } from "@/components/comparison/basket-panel";
import { ContactPanel } from "@/components/contact/contact-panel";
import { ComparisonDetailModal } from "@/components/comparison/comparison-detail-modal";
import type { ComparisonVisitor } from "@/components/comparison/use-comparison-products";
import { NewsFeedPanel } from "@/components/news-feed/news-feed-panel";
import type { BotProtectionSettings } from "@/components/forms/load-bot-script";
import { PartsCartPanel } from "@/components/parts-cart/parts-cart-panel";
import type { PathPrefix } from "@/lib/navigation/localize-path";

/** The side panels and the comparison modal, with the data loading only they use. */
export default function Panels({
  visitor,
  linkPrefix,
  botProtection,
}: {
  visitor: ComparisonVisitor;
  linkPrefix: PathPrefix;
  botProtection: BotProtectionSettings;
}) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BasketPanel visitor={visitor} />
      <ComparisonDetailModal visitor={visitor} />
      <PartsCartPanel prefix={linkPrefix} />
      <NewsFeedPanel prefix={linkPrefix} />
      <ContactPanel botProtection={botProtection} />
    </QueryClientProvider>
  );
}
