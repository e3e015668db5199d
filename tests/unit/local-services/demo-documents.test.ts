import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { documentOfAsset } from "../../../local-services/content/demo-documents.mjs";
import { renderDemoPdf } from "../../../local-services/content/demo-pdf.mjs";
import { startTestServer } from "./helpers";

const CONTENT_DIR = path.join(import.meta.dirname, "../../../local-services/content");

/** The content seed's PDF assets. */
function pdfAssets(): Array<{ handle: string; fileName: string; caption: { en?: string } }> {
  const dir = path.join(CONTENT_DIR, "seed/Asset");
  return fs
    .readdirSync(dir)
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")))
    .filter((asset) => asset.mimeType === "application/pdf");
}

async function pagesOf(fileName: string) {
  const bytes = fs.readFileSync(path.join(CONTENT_DIR, "assets", fileName));
  return { bytes, pages: (await PDFDocument.load(bytes)).getPageCount() };
}

describe("demo documents: the content stand-in's PDFs", () => {
  it("every PDF asset is a multi-page PDF, as the generator writes it today", async () => {
    const assets = pdfAssets();
    expect(assets.length).toBeGreaterThanOrEqual(18);
    for (const asset of assets) {
      const spec = documentOfAsset(asset);
      expect(spec, asset.handle).not.toBeNull();
      const { bytes, pages } = await pagesOf(asset.fileName);
      expect(pages, asset.fileName).toBeGreaterThanOrEqual(3);
      // Deterministic: rendering again gives the committed bytes (scripts/generate-demo-pdfs.mjs).
      expect(Buffer.from(await renderDemoPdf(spec!)).equals(bytes), asset.fileName).toBe(true);
    }
  });

  it("the whitepaper has the twelve pages it promises; terms and reports have their contents", async () => {
    expect((await pagesOf("ferrion-whitepaper-crimp-quality.pdf")).pages).toBe(12);
    const terms = documentOfAsset({ handle: "terms-sale-ch-2024-de", caption: { de: "AVB" } });
    expect(terms?.contentsTitle).toBe("Inhalt");
    expect(terms?.sections.map((s) => s.heading)[0]).toBe("1. Geltungsbereich");
    expect(terms?.sections[11]?.paragraphs[0]).toMatch(/^12\.1 /);
    expect((await pagesOf("ferrion-annual-report-2026.pdf")).pages).toBeGreaterThanOrEqual(6);
  });

  it("the annual report states the key figures the investors page shows", () => {
    const page = JSON.parse(
      fs.readFileSync(
        path.join(CONTENT_DIR, "seed/ContentPage/page-company-investors.json"),
        "utf8",
      ),
    );
    const keyFigures = page.modules.en.find(
      (m: { __typename: string }) => m.__typename === "KeyFiguresModule",
    );
    const report = documentOfAsset({ handle: "annual-report-2026", caption: {} });
    const figuresPage = report?.sections.find((s) => s.heading === "Key figures 2026");
    const text = figuresPage?.paragraphs.join("\n") ?? "";
    for (const { value, unit } of keyFigures.figures as Array<{ value: string; unit: string }>) {
      expect(text).toContain(unit === "%" ? `${value} %` : `CHF ${value}`);
    }
  });

  it("the content stand-in serves an asset in byte ranges too", async () => {
    const { url } = await startTestServer();
    const whole = Buffer.from(
      await (await fetch(`${url}/content/assets/asset-hero`)).arrayBuffer(),
    );
    const tail = await fetch(`${url}/content/assets/asset-hero`, {
      headers: { range: "bytes=-6" },
    });
    expect([tail.status, tail.headers.get("content-range")]).toEqual([
      206,
      `bytes ${whole.length - 6}-${whole.length - 1}/${whole.length}`,
    ]);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(-6))).toBe(true);
  });
});
