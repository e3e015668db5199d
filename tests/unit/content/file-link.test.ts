import { describe, expect, it } from "vitest";

import { fileExtension, fileLink, type LinkableFile } from "@/lib/content/file-link";

const REPORT: LinkableFile = {
  url: "http://127.0.0.1:4000/content/assets/annual-report-2026",
  slug: "annual-report-2026",
  fileName: "ferrion-annual-report-2026.pdf",
  size: 1_234_567,
  caption: "Annual Report 2026",
  alternativeText: "Ferrion Annual Report 2026 (PDF)",
};

describe("file link (spec 001 §3)", () => {
  it.each([
    [
      "a file with a slug in English is served at /file/{slug}",
      REPORT,
      "en",
      {},
      "/file/annual-report-2026",
    ],
    ["other languages add l", REPORT, "de", {}, "/file/annual-report-2026?l=de"],
    [
      "dl=true forces the download",
      REPORT,
      "en",
      { download: true },
      "/file/annual-report-2026?dl=true",
    ],
    [
      "language and download together",
      REPORT,
      "fr",
      { download: true },
      "/file/annual-report-2026?l=fr&dl=true",
    ],
    [
      "a file without a slug links to the content system",
      { ...REPORT, slug: null },
      "de",
      { download: true },
      REPORT.url,
    ],
  ] as const)("%s", (_rule, file, locale, options, url) => {
    expect(fileLink(file, locale, options).url).toBe(url);
  });

  it("carries name, size, locale and the upper-cased extension", () => {
    expect(fileLink(REPORT, "de")).toEqual({
      url: "/file/annual-report-2026?l=de",
      name: "Annual Report 2026",
      size: 1_234_567,
      locale: "de",
      extension: "PDF",
    });
  });

  it.each([
    ["the caption", REPORT, "Annual Report 2026"],
    ["else the alternative text", { ...REPORT, caption: null }, "Ferrion Annual Report 2026 (PDF)"],
    [
      "else the file name",
      { ...REPORT, caption: "", alternativeText: null },
      "ferrion-annual-report-2026.pdf",
    ],
  ])("is named by %s", (_rule, file, name) => {
    expect(fileLink(file, "en").name).toBe(name);
  });

  it.each([
    ["report.pdf", "PDF"],
    ["Price List.XLSX", "XLSX"],
    ["archive.tar.gz", "GZ"],
    ["README", ""],
    [".htaccess", ""],
    ["trailing.", ""],
  ])("extension of %s is %s", (fileName, extension) => {
    expect(fileExtension(fileName)).toBe(extension);
  });
});
