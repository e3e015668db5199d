/** Where a parts order is in its life; a new order is submitted. */
type PartsOrderStatus = "submitted" | "confirmed" | "shipped" | "delivered" | "cancelled";

/** A delivery location the order form offers. */
export interface DeliveryLocation {
  id: string;
  name: string;
  address: { city: string };
}

/** A placed parts order, as the order history shows it. */
export interface PartsOrder {
  number: string;
  status: PartsOrderStatus;
  placedAt: string;
  purchaseOrderNumber: string | null;
  deliveryLocation: DeliveryLocation;
  lines: readonly { position: number; articleNumber: string; name: string; quantity: number }[];
}

/** A page of the order history, newest first. */
export interface PartsOrderPage {
  page: number;
  pageCount: number;
  items: readonly PartsOrder[];
}

/** An order as the form sends it; an empty purchase-order number or note is none. */
export interface NewPartsOrder {
  idempotencyKey: string;
  locationId: string;
  purchaseOrderNumber?: string;
  note?: string;
  lines: { productId: string; articleNumber: string; quantity: number }[];
}
