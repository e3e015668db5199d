"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { SidePanel } from "@/components/panels/side-panel";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-classes";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";
import { type CartLine, cartQuantity } from "@/lib/parts-cart/cart";
import { isPortalLine, orderTabHref } from "@/lib/parts-cart/portal-part";
import { NEW_PARTS_ORDER_PATH, PORTAL_SEGMENT } from "@/lib/portal/portal-routes";
import { findSamplePart, type SamplePart } from "@/lib/parts-cart/sample-parts";
import { useOpenPanel } from "@/stores/open-panel";
import { usePartsCart } from "@/stores/parts-cart";
import { usePortalSession } from "@/stores/portal-session";

import { AvailabilityStatusBadge } from "./availability-status";
import { PartPicture } from "./part-picture";
import { SamplePartsList } from "./sample-parts-list";

type ShownPart = (SamplePart & { name: string }) | { name: string; articleNumber: string };

/** Spec 000 §2/§4: the parts cart: quantities, remove, clear; not connected to a backend. */
export function PartsCartPanel({ prefix }: { prefix: PathPrefix }) {
  const t = useTranslations("PartsCart");
  const isOpen = useOpenPanel((state) => state.open === "parts-cart");
  const close = useOpenPanel((state) => state.close);
  const { cart, setQuantity, remove, clear, wasReset, dismissReset } = usePartsCart();
  const [hasAskedToOrder, setAskedToOrder] = useState(false);
  const hasPortalLines = cart.lines.some(isPortalLine);
  const isSignedIn = usePortalSession((state) => state.status === "signed-in");
  // A signed-in customer with the real parts of his machines in the cart has no use for the
  // demonstration parts; everyone else still sees them (spec 000 §9).
  const showsSamples = !(isSignedIn && hasPortalLines);
  // Sample parts take their display from the fixed list (names in the page's language); real
  // parts (issue 14) carry their own.
  const lines = cart.lines.flatMap((line): Array<{ line: CartLine; part: ShownPart }> => {
    if (isPortalLine(line)) {
      return [{ line, part: { name: line.name, articleNumber: line.articleNumber } }];
    }
    const sample = findSamplePart(line.key);
    return sample ? [{ line, part: { ...sample, name: t(`sampleNames.${sample.key}`) } }] : [];
  });

  return (
    <SidePanel isOpen={isOpen} onClose={close} title={t("title")} testId="parts-cart-panel">
      {wasReset ? (
        <div role="status" className="mb-4 rounded border-l-4 border-amber-600 bg-amber-50 p-3">
          <p>{t("resetNotice")}</p>
          <button type="button" onClick={dismissReset} className="text-sm font-semibold underline">
            {t("dismiss")}
          </button>
        </div>
      ) : null}
      {lines.length === 0 ? (
        <p className="text-steel-700">{t("empty")}</p>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-steel-200 border-y border-steel-200">
            {lines.map(({ line, part }) => (
              <li key={line.key} className="flex gap-3 py-3" data-testid="cart-line">
                {"image" in part ? <PartPicture name={part.image} /> : null}
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold">{part.name}</p>
                  <p className="text-sm text-steel-700">
                    {t("articleNumber", { number: part.articleNumber })}
                  </p>
                  {"availabilityStatus" in part ? (
                    <>
                      <AvailabilityStatusBadge status={part.availabilityStatus} />
                      <p className="text-sm text-steel-700">
                        {t("stockLine", {
                          stock: part.stock,
                          days: part.availability,
                          location: part.location,
                        })}
                      </p>
                    </>
                  ) : null}
                  <div className="flex items-center gap-3 pt-1">
                    <label className="flex items-center gap-2 text-sm">
                      {t("quantity")}
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        value={line.quantity}
                        onChange={(event) => {
                          if (event.target.value === "") return;
                          setQuantity(line.key, Number(event.target.value));
                        }}
                        aria-label={t("quantityOf", { name: part.name })}
                        className="w-20 rounded border border-steel-500 px-2 py-1"
                      />
                    </label>
                    {isPortalLine(line) ? (
                      <a
                        href={orderTabHref(prefix, line.productSlug)}
                        onClick={close}
                        className="text-sm font-semibold underline"
                        aria-label={t("orderNamed", { name: part.name })}
                      >
                        {t("order")}
                      </a>
                    ) : null}
                    <button
                      type="button"
                      onClick={() => remove(line.key)}
                      className="text-sm font-semibold underline"
                      aria-label={t("removeNamed", { name: part.name })}
                    >
                      {t("remove")}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="font-semibold" data-testid="cart-total">
            {t("total", { count: cartQuantity(cart) })}
          </p>
          <div className="flex flex-wrap gap-3">
            {/* Real parts are ordered in the portal (through sign-in when signed out); the sample
                parts are a demonstration only. */}
            {hasPortalLines ? (
              <a
                href={localizePath(`/${PORTAL_SEGMENT}/${NEW_PARTS_ORDER_PATH}`, prefix)}
                onClick={close}
                className={buttonClasses()}
              >
                {t("proceed")}
                <Icon name="arrow-right" size={16} />
              </a>
            ) : (
              <Button onClick={() => setAskedToOrder(true)}>
                {t("proceed")}
                <Icon name="arrow-right" size={16} />
              </Button>
            )}
            <Button variant="ghost" onClick={clear}>
              {t("clear")}
            </Button>
          </div>
          {hasAskedToOrder ? (
            <p role="status" className="rounded border-l-4 border-[#1a5fc7] bg-[#eef4fc] p-3">
              {t("notConnected")}
            </p>
          ) : null}
        </div>
      )}
      {showsSamples ? (
        <>
          <div className="mt-6">
            <SamplePartsList />
          </div>
          <p className="mt-6 text-sm text-steel-700">{t("demoNote")}</p>
        </>
      ) : null}
    </SidePanel>
  );
}
