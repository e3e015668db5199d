import { describe, expect, it } from "vitest";

import {
  FLOATING_TIMEOUT_MS,
  type FlashMessageBehaviour,
  type FlashMessageFields,
  flashMessageBehaviour,
} from "@/components/ui/flash-message-rules";

const cases: Array<[string, FlashMessageFields, Partial<FlashMessageBehaviour>]> = [
  ["the type defaults to info", {}, { type: "info", role: "status" }],
  ["a success message is a status", { type: "success" }, { type: "success", role: "status" }],
  ["an error message is an alert", { type: "error" }, { type: "error", role: "alert" }],
  ["a message can be dismissed by default", {}, { isDismissible: true }],
  ["the dismiss control is hidden if static", { static: true }, { isDismissible: false }],
  [
    "with a target, the link shows the link text and the target",
    { to: "/en/contact", linkText: "Contact us" },
    { action: { kind: "link", href: "/en/contact", text: "Contact us" } },
  ],
  [
    "a static message keeps its link",
    { to: "https://example.com/status", linkText: "Status", static: true },
    { action: { kind: "link", href: "https://example.com/status", text: "Status" } },
  ],
  [
    "a link without a text shows its target",
    { to: "/en/contact" },
    { action: { kind: "link", href: "/en/contact", text: "/en/contact" } },
  ],
  [
    "a script-like target is no link",
    { to: "javascript:alert(1)", linkText: "Click" },
    { action: null },
  ],
  [
    "without a target the action is a hide button",
    { linkText: "Got it" },
    { action: { kind: "hide", text: "Got it" } },
  ],
  ["a static message has no hide button", { linkText: "Got it", static: true }, { action: null }],
  ["without link text or target there is no action", {}, { action: null }],
  ["a message that is not floating stays", { timeout: 1000 }, { hidesAfterMs: null }],
  ["a floating message hides after 7000 ms by default", { floating: true }, { hidesAfterMs: 7000 }],
  [
    "a floating message hides after its own timeout",
    { floating: true, timeout: 3000 },
    { hidesAfterMs: 3000 },
  ],
  [
    "a floating static message still hides itself",
    { floating: true, static: true },
    { hidesAfterMs: 7000, isDismissible: false },
  ],
  [
    "a floating message with timeout 0 stays until dismissed",
    { floating: true, timeout: 0 },
    { hidesAfterMs: null },
  ],
];

describe("flash message behaviour (spec 000 §4)", () => {
  it("the default timeout of a floating message is 7000 ms", () => {
    expect(FLOATING_TIMEOUT_MS).toBe(7000);
  });

  it.each(cases)("%s", (_rule, fields, expected) => {
    expect(flashMessageBehaviour(fields)).toMatchObject(expected);
  });
});
