import { describe, expect, it } from "vitest";

import { SHARE_NETWORKS, shareLink } from "@/lib/share/share-links";

const TITLE = "Solar power for the Dierikon plant";
const URL_ = "https://www.example.com/en/stories/solar-power-dierikon";

describe("share links (spec 000 §2 share modal)", () => {
  it.each([
    [
      "email",
      "mailto:?subject=Solar%20power%20for%20the%20Dierikon%20plant&body=Solar%20power%20for%20the%20Dierikon%20plant%0A%0Ahttps%3A%2F%2Fwww.example.com%2Fen%2Fstories%2Fsolar-power-dierikon",
    ],
    [
      "linkedin",
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Fen%2Fstories%2Fsolar-power-dierikon",
    ],
    [
      "x",
      "https://x.com/intent/post?text=Solar%20power%20for%20the%20Dierikon%20plant&url=https%3A%2F%2Fwww.example.com%2Fen%2Fstories%2Fsolar-power-dierikon",
    ],
    [
      "facebook",
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.com%2Fen%2Fstories%2Fsolar-power-dierikon",
    ],
    [
      "whatsapp",
      "https://wa.me/?text=Solar%20power%20for%20the%20Dierikon%20plant%20https%3A%2F%2Fwww.example.com%2Fen%2Fstories%2Fsolar-power-dierikon",
    ],
  ] as const)("%s", (network, expected) => {
    expect(shareLink(network, TITLE, URL_)).toBe(expected);
  });

  it("a title cannot add parameters of its own", () => {
    for (const network of SHARE_NETWORKS) {
      const href = new URL(shareLink(network, "a&url=https://evil.example#x", URL_));
      expect(href.searchParams.getAll("url").length).toBeLessThanOrEqual(1);
      expect(href.hash).toBe("");
    }
  });
});
