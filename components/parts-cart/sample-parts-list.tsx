"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { SAMPLE_PARTS } from "@/lib/parts-cart/sample-parts";
import { usePartsCart } from "@/stores/parts-cart";

import { AvailabilityStatusBadge } from "./availability-status";
import { PartPicture } from "./part-picture";

/** Spec 000 §9: the six fixed sample parts, each with "Add to cart" (for product pages too). */
export function SamplePartsList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations("PartsCart");
  const add = usePartsCart((state) => state.add);
  // A product page and the open parts cart can both show the list; their headings need own ids.
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} data-testid="sample-parts">
      <Heading id={headingId} className="mb-2 font-bold">
        {t("sampleParts")}
      </Heading>
      <ul className="divide-y divide-steel-200 border-y border-steel-200">
        {SAMPLE_PARTS.map((part) => {
          const name = t(`sampleNames.${part.key}`);
          return (
            <li key={part.key} className="flex gap-3 py-3" data-testid="sample-part">
              <PartPicture name={part.image} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold">{name}</p>
                <p className="text-sm text-steel-700">
                  {t("articleNumber", { number: part.articleNumber })}
                </p>
                <AvailabilityStatusBadge status={part.availabilityStatus} />
              </div>
              <Button
                variant="secondary"
                className="self-center px-3 py-2 text-sm"
                onClick={() =>
                  add({ key: part.key, id: part.id, articleNumber: part.articleNumber })
                }
                aria-label={t("addNamed", { name })}
              >
                <Icon name="plus" size={16} />
                {t("add")}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
