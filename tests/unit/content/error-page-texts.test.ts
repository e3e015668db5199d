import { describe, expect, it } from "vitest";

import { errorPageTexts } from "@/lib/content/error-page/error-page-texts";
import en from "@/messages/en.json";

const builtIn = {
  overline: en.ErrorPage.overline,
  title: en.ErrorPage.title,
  breadcrumb: en.ErrorPage.breadcrumb,
};

describe("what the error page shows of the content system's error page", () => {
  it.each([
    {
      case: "the content system's page, whole",
      page: { title: "Error", overline: "Something went wrong" },
      expected: { overline: "Something went wrong", title: "Error", breadcrumb: "Error" },
    },
    {
      case: "no page (none in the content system, or the system down): the built-in texts",
      page: null,
      expected: { overline: "Maintenance", title: "We are sorry", breadcrumb: "Error" },
    },
    {
      case: "a page without an overline: the built-in one",
      page: { title: "Fehler", overline: null },
      expected: { overline: "Maintenance", title: "Fehler", breadcrumb: "Fehler" },
    },
    {
      case: "blank fields count as missing",
      page: { title: "  ", overline: " " },
      expected: { overline: "Maintenance", title: "We are sorry", breadcrumb: "Error" },
    },
  ])("$case", ({ page, expected }) => {
    expect(errorPageTexts(page, builtIn)).toEqual(expected);
  });
});
