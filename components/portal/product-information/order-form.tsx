"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import type { PortalCartLine } from "@/lib/parts-cart/portal-part";
import { orderKeyAfter, refusedField } from "@/lib/portal/parts/order-attempt-key";
import { orderDraft } from "@/lib/portal/parts/order-draft";
import type { NewPartsOrder, PartsOrder } from "@/lib/portal/product-information/parts-order";
import { isSessionEnded } from "@/lib/portal/session-ended";
import { partsOrderSchema } from "@/contracts/portal/parts/order-input-rules.mjs";
import { usePartsCart } from "@/stores/parts-cart";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

import { messageOf } from "../portal-error";
import { useSignInAgain } from "../session/use-sign-in-again";
import { OrderLinesTable } from "./order-lines-table";
import { useDeliveryLocations, usePlacePartsOrder } from "./use-product-information-api";

export interface PlacedOrder {
  number: string;
  lineCount: number;
}

/** The form's fields as the shared rules read them (the texts are optional there). */
interface OrderValues {
  idempotencyKey: string;
  locationId: string;
  purchaseOrderNumber?: string;
  note?: string;
  lines: Array<{ productId: string; articleNumber: string; quantity: number }>;
}

/**
 * The order form: review, delivery location, PO number, note; the shared rules check it first.
 * What is typed is kept for the tab, so a session that ends mid-order costs a sign-in, not the
 * order.
 */
export function OrderForm({
  draftId,
  lines,
  onPlaced,
}: {
  draftId: string;
  lines: PortalCartLine[];
  onPlaced: (order: PlacedOrder) => void;
}) {
  const t = useTranslations("PartsOrderForm");
  const formId = useId();
  const remove = usePartsCart((state) => state.remove);
  // One key per order attempt: every send of this order (double click, retry) carries it.
  const attemptKey = useRef<string>(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [hasSessionEnded, setSessionEnded] = useState(false);
  const signInAgain = useSignInAgain();
  const [draft] = useState(() => orderDraft(draftId));
  const locations = useDeliveryLocations();
  // The shared rules check what is typed and hand over the trimmed values.
  const form = useForm<OrderValues, unknown, NewPartsOrder>({
    defaultValues: {
      idempotencyKey: "",
      locationId: "",
      purchaseOrderNumber: "",
      note: "",
      ...draft.read(),
      lines: [],
    },
    resolver: standardSchemaResolver(partsOrderSchema),
  });
  const { errors } = form.formState;

  const [locationId, purchaseOrderNumber, note] = useWatch({
    control: form.control,
    name: ["locationId", "purchaseOrderNumber", "note"],
  });
  useEffect(() => {
    if (locationId || purchaseOrderNumber || note) {
      draft.write({ locationId, purchaseOrderNumber: purchaseOrderNumber ?? "", note: note ?? "" });
    } else {
      draft.clear();
    }
  }, [draft, locationId, purchaseOrderNumber, note]);

  const place = usePlacePartsOrder();
  const onPlaceSuccess = (order: PartsOrder) => {
    attemptKey.current = orderKeyAfter(attemptKey.current, "placed", () => crypto.randomUUID());
    draft.clear();
    for (const line of lines) remove(line.key);
    onPlaced({ number: order.number, lineCount: order.lines.length });
  };
  const onPlaceError = (error: Error) => {
    if (isSessionEnded(error)) {
      setSessionEnded(true);
      return;
    }
    const message = messageOf(error);
    const refused = refusedField(message);
    if (refused) {
      form.setError(refused.path as "locationId", { message: refused.key });
      setFailure(t("refused"));
    } else {
      setFailure(t("failed", { reason: message }));
    }
  };

  const submit = (event: React.FormEvent) => {
    if (place.isPending) {
      event.preventDefault();
      return;
    }
    setFailure(null);
    setSessionEnded(false);
    form.setValue("idempotencyKey", attemptKey.current);
    form.setValue(
      "lines",
      lines.map(({ productId, articleNumber, quantity }) => ({
        productId,
        articleNumber,
        quantity,
      })),
    );
    void form.handleSubmit((values) =>
      place.mutate(values, { onSuccess: onPlaceSuccess, onError: onPlaceError }),
    )(event);
  };

  const text = (key: string | undefined, articleNumber = "") =>
    key === undefined
      ? undefined
      : t.has(key as Parameters<typeof t>[0])
        ? t(key as "articleUnknown", { articleNumber })
        : key;
  const lineErrors = lines.map((line, index) => {
    const lineError = errors.lines?.[index];
    return text(
      lineError?.articleNumber?.message ?? lineError?.quantity?.message,
      line.articleNumber,
    );
  });
  /** What every field of this form passes: its ids, its error and where the error's text is. */
  const field = (name: "locationId" | "purchaseOrderNumber" | "note") => ({
    formId,
    name,
    error: errors[name]?.message,
    errorNamespace: "PartsOrderForm",
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-5" aria-label={t("title")}>
      <OrderLinesTable
        lines={lines}
        caption={t("review")}
        errors={lineErrors}
        testId="order-lines"
      />
      <div>
        <FormField {...field("locationId")} label={t("location")}>
          {(control) => (
            <select
              // Mounted again once the choices are there, so a kept choice is selected in the list.
              key={locations.data ? "loaded" : "loading"}
              {...control}
              {...form.register("locationId")}
            >
              <option value="">{t("locationPlaceholder")}</option>
              {(locations.data ?? []).map((location) => (
                <option key={location.id} value={location.id}>
                  {`${location.name}, ${location.address.city}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {locations.error ? (
          <p role="alert" className="mt-1 text-sm">
            {t("locationsFailed")}
          </p>
        ) : null}
      </div>
      <FormField {...field("purchaseOrderNumber")} label={t("purchaseOrderNumber")} optional>
        {(control) => <input type="text" {...control} {...form.register("purchaseOrderNumber")} />}
      </FormField>
      <FormField {...field("note")} label={t("note")} optional>
        {(control) => <textarea rows={4} {...control} {...form.register("note")} />}
      </FormField>
      <div role="alert" className="text-sm font-semibold text-red-800">
        {failure ??
          (Object.keys(errors).length > 0 && form.formState.isSubmitted ? t("checkFields") : null)}
      </div>
      {hasSessionEnded ? (
        <div role="alert" className="space-y-3 rounded border-l-4 border-amber-600 bg-amber-50 p-4">
          <p>{t("sessionEnded")}</p>
          <Button onClick={() => void signInAgain()}>{t("signInAgain")}</Button>
        </div>
      ) : (
        <Button type="submit" disabled={place.isPending} aria-disabled={place.isPending}>
          {place.isPending ? t("placing") : t("submit")}
        </Button>
      )}
    </form>
  );
}
