import { describe, expect, it } from "vitest";

import { isPublished } from "@/lib/content/reshape-page";
import { chooseStage } from "@/lib/editor/page-stage";
import { PREVIEW_LOCKED, previewGate } from "@/lib/editor/preview-gate";
import { releaseToggle } from "@/lib/editor/release-toggle";
import { overallTranslationState, type TranslationState } from "@/lib/editor/translation-state";

describe("page stage (spec 000 §4)", () => {
  it.each([
    [
      "a visitor asking for DRAFT",
      false,
      "DRAFT",
      undefined,
      { stage: "PUBLISHED", cookie: "keep" },
    ],
    [
      "a visitor with a stale DRAFT cookie",
      false,
      null,
      "DRAFT",
      { stage: "PUBLISHED", cookie: "clear" },
    ],
    ["an editor by default", true, null, undefined, { stage: "PUBLISHED", cookie: "keep" }],
    [
      "an editor switching to DRAFT",
      true,
      "DRAFT",
      undefined,
      { stage: "DRAFT", cookie: "set-draft" },
    ],
    ["an editor in DRAFT, next page", true, null, "DRAFT", { stage: "DRAFT", cookie: "keep" }],
    [
      "an editor switching back",
      true,
      "PUBLISHED",
      "DRAFT",
      { stage: "PUBLISHED", cookie: "clear" },
    ],
    [
      "an editor with a nonsense query",
      true,
      "draft",
      undefined,
      { stage: "PUBLISHED", cookie: "keep" },
    ],
    ["an editor with a nonsense cookie", true, null, "x", { stage: "PUBLISHED", cookie: "keep" }],
  ] as const)("%s", (_name, isEditor, query, cookie, expected) => {
    expect(chooseStage({ isEditor, query, cookie })).toEqual(expected);
  });
});

describe("published rule (spec 000 §4)", () => {
  it.each([
    ["no stage data", undefined, true],
    ["an empty stage list", [], true],
    ["PUBLISHED only", [{ stage: "PUBLISHED" }], true],
    ["DRAFT and PUBLISHED", [{ stage: "DRAFT" }, { stage: "PUBLISHED" }], true],
    ["DRAFT only", [{ stage: "DRAFT" }], false],
  ])("%s: published %s", (_name, stages, expected) => {
    expect(isPublished(stages)).toBe(expected);
  });
});

describe("overall translation state (spec 000 §4)", () => {
  const t = (...states: TranslationState[]) =>
    states.map((translationState) => ({ translationState }));
  it.each([
    ["all translated", t("Translated", "Translated"), "Translated"],
    ["no targets", t(), "Translated"],
    ["one in progress", t("Translated", "InProgress", "MarkedForTranslation"), "InProgress"],
    [
      "one marked, none in progress",
      t("Translated", "MarkedForTranslation"),
      "MarkedForTranslation",
    ],
    ["all marked", t("MarkedForTranslation"), "MarkedForTranslation"],
    ["all in progress", t("InProgress", "InProgress"), "InProgress"],
  ])("%s → %s", (_name, targets, expected) => {
    expect(overallTranslationState(targets)).toBe(expected);
  });
});

describe("release toggle (spec 000 §4)", () => {
  it.each([
    ["no parameter, no cookie", null, undefined, { isOn: false, cookie: "keep" }],
    ["no parameter, cookie set", null, "true", { isOn: true, cookie: "keep" }],
    ["nextRelease=true", "true", undefined, { isOn: true, cookie: "set" }],
    ["nextRelease=yes (any other value sets it)", "yes", undefined, { isOn: true, cookie: "set" }],
    ["nextRelease= (empty)", "", undefined, { isOn: true, cookie: "set" }],
    ["nextRelease=true, already set", "true", "true", { isOn: true, cookie: "keep" }],
    ["nextRelease=false clears it", "false", "true", { isOn: false, cookie: "clear" }],
    ["nextRelease=false without cookie", "false", undefined, { isOn: false, cookie: "keep" }],
    ["a cookie of another value", null, "1", { isOn: false, cookie: "keep" }],
  ])("%s", (_name, query, cookie, expected) => {
    expect(releaseToggle(query, cookie)).toEqual(expected);
  });
});

describe("preview password gate (spec 001 §4)", () => {
  const base = {
    isAlwaysOn: false,
    hasPassword: true,
    flag: null,
    cookie: undefined,
    isUnlocked: false,
  };
  it.each([
    ["off: no configuration, no flag", {}, { isLocked: false, cookie: "keep" }],
    ["configured: locked", { isAlwaysOn: true }, { isLocked: true, cookie: "keep" }],
    [
      "configured and passed",
      { isAlwaysOn: true, cookie: "mac", isUnlocked: true },
      { isLocked: false, cookie: "keep" },
    ],
    [
      "configured, a stale cookie",
      { isAlwaysOn: true, cookie: "old-mac" },
      { isLocked: true, cookie: "clear" },
    ],
    ["the flag locks and remembers", { flag: "" }, { isLocked: true, cookie: "lock" }],
    ["the flag with any value", { flag: "true" }, { isLocked: true, cookie: "lock" }],
    ["remembered flag", { cookie: PREVIEW_LOCKED }, { isLocked: true, cookie: "keep" }],
    [
      "flag after passing",
      { flag: "", cookie: "mac", isUnlocked: true },
      { isLocked: false, cookie: "keep" },
    ],
    [
      "enablePreviewPassword=false forgets",
      { flag: "false", cookie: PREVIEW_LOCKED },
      { isLocked: false, cookie: "clear" },
    ],
    [
      "configured ignores =false",
      { isAlwaysOn: true, flag: "false" },
      { isLocked: true, cookie: "keep" },
    ],
    [
      "no password: flag ignored",
      { hasPassword: false, flag: "" },
      { isLocked: false, cookie: "keep" },
    ],
  ] as const)("%s", (_name, input, expected) => {
    expect(previewGate({ ...base, ...input })).toEqual(expected);
  });
});
