import { isSafeBrowserHref } from "@/lib/navigation/classify-target";

export type FlashMessageType = "info" | "success" | "error";

/** A flash message as spec 000 §3 describes it. */
export interface FlashMessageFields {
  title?: string;
  /** Shown as HTML, limited to a few safe inline tags. */
  text?: string;
  type?: FlashMessageType;
  linkText?: string;
  /** Where the message's link leads; without it the action is a hide button. */
  to?: string;
  /** A static message cannot be dismissed. */
  static?: boolean;
  /** How long a floating message stays, in milliseconds. */
  timeout?: number;
  floating?: boolean;
}

/** Spec 000 §9: a floating flash message hides itself after 7000 ms by default. */
export const FLOATING_TIMEOUT_MS = 7000;

export interface FlashMessageBehaviour {
  type: FlashMessageType;
  /** `alert` interrupts the reader, so only errors use it. */
  role: "status" | "alert";
  /** The close control; absent on static messages. */
  isDismissible: boolean;
  action: { kind: "link"; href: string; text: string } | { kind: "hide"; text: string } | null;
  /** Milliseconds until the message hides itself; null when it stays until dismissed. */
  hidesAfterMs: number | null;
}

/** Spec 000 §4 (flash message): how a message with these fields behaves. */
export function flashMessageBehaviour(message: FlashMessageFields): FlashMessageBehaviour {
  const type = message.type ?? "info";
  const isDismissible = !message.static;
  const timeout = message.timeout ?? FLOATING_TIMEOUT_MS;
  let action: FlashMessageBehaviour["action"] = null;
  if (message.to) {
    if (isSafeBrowserHref(message.to))
      action = { kind: "link", href: message.to, text: message.linkText || message.to };
  } else if (message.linkText && isDismissible) {
    action = { kind: "hide", text: message.linkText };
  }
  return {
    type,
    role: type === "error" ? "alert" : "status",
    isDismissible,
    action,
    hidesAfterMs: message.floating && timeout > 0 ? timeout : null,
  };
}
