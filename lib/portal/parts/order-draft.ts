import { sessionDraft } from "@/lib/client/session-draft";
import * as z from "@/lib/validation/zod";

const orderDraftSchema = z.object({
  locationId: z.string(),
  purchaseOrderNumber: z.string(),
  note: z.string(),
});

/**
 * What was typed into an order form (a product's, or the whole cart's), kept for this tab: a session that ends mid-order
 * goes through sign-in and comes back to the form as it was (the lines live in the cart).
 */
export function orderDraft(draftId: string) {
  return sessionDraft(`ferrion.parts-order-draft.${draftId}`, orderDraftSchema);
}
