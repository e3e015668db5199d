import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

/**
 * Lays out and renders the content stand-in's multi-page demo PDFs with pdf-lib: a cover, an
 * optional table of contents, then sections that each start on a new page. Deterministic: the
 * dates and metadata are fixed and pdf-lib writes no random file ID, so the same document always
 * gives the same bytes.
 *
 * @typedef {{ heading: string, paragraphs: string[] }} PdfSection
 * @typedef {{ title: string, subtitle: string, date: string, language: string,
 *   contentsTitle?: string, runOn?: boolean, sections: PdfSection[] }} PdfDocumentSpec
 *   contentsTitle: with a table of contents on page 2; runOn: sections follow each other on a
 *   page instead of each starting a new one
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 64, right: 64, top: 72, bottom: 72 };
const BODY = { size: 10.5, leading: 15, gap: 8 };
const HEADING = { size: 16, after: 18 };
const INK = rgb(0.1, 0.12, 0.16);
const ACCENT = rgb(0.05, 0.33, 0.55);

/** The standard fonts speak WinAnsi; map the few typographic characters they lack. @param {string} text */
function winAnsi(text) {
  return text.replace(/[\u2009\u202f]/g, " ").replace(/[^\x20-\xff–—‘’“”€•…]/g, "?");
}

/**
 * @param {string} text
 * @param {import('pdf-lib').PDFFont} font
 * @param {number} size
 * @param {number} width
 */
function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Splits the sections into pages of blocks (a heading or a paragraph's lines). A section starts
 * on a new page unless the document runs on (terms: clause after clause).
 * @param {PdfSection[]} sections
 * @param {boolean} runOn
 * @param {import('pdf-lib').PDFFont} font
 * @returns {{ pages: Block[][], starts: number[] }} starts: the page index each section starts on
 * @typedef {{ heading: string } | { lines: string[] }} Block
 */
function paginate(sections, runOn, font) {
  const width = PAGE.width - MARGIN.left - MARGIN.right;
  /** @type {Block[][]} */
  const pages = [];
  const starts = [];
  /** @type {Block[]} */
  let current = [];
  let y = 0;
  const newPage = () => {
    current = [];
    pages.push(current);
    y = PAGE.height - MARGIN.top;
  };
  for (const section of sections) {
    const firstLines = wrap(section.paragraphs[0] ?? "", font, BODY.size, width).length;
    const headingHeight = HEADING.size + HEADING.after;
    if (
      !runOn ||
      pages.length === 0 ||
      y - headingHeight - firstLines * BODY.leading < MARGIN.bottom
    ) {
      newPage();
    } else {
      y -= HEADING.after;
    }
    starts.push(pages.length - 1);
    current.push({ heading: section.heading });
    y -= headingHeight;
    for (const paragraph of section.paragraphs) {
      const lines = wrap(paragraph, font, BODY.size, width);
      const height = lines.length * BODY.leading + BODY.gap;
      if (y - height < MARGIN.bottom) newPage();
      current.push({ lines });
      y -= height;
    }
  }
  return { pages, starts };
}

/**
 * @param {PdfDocumentSpec} spec
 * @returns {Promise<Uint8Array>}
 */
export async function renderDemoPdf(spec) {
  const fixedDate = new Date(`${spec.date}T08:00:00Z`);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(winAnsi(spec.title));
  doc.setSubject(winAnsi(spec.subtitle));
  doc.setAuthor("Ferrion AG");
  doc.setCreator("Ferrion demo data (local-services/content)");
  doc.setProducer("pdf-lib");
  doc.setLanguage(spec.language);
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const { pages, starts: startIndexes } = paginate(spec.sections, Boolean(spec.runOn), regular);
  const hasContents = Boolean(spec.contentsTitle);
  const firstBodyPage = hasContents ? 3 : 2;
  /** The page number (1-based) each section starts on. */
  const starts = startIndexes.map((index) => index + firstBodyPage);

  /** @param {import('pdf-lib').PDFPage} page @param {number} number */
  const footer = (page, number) => {
    const text = winAnsi(`Ferrion AG · ${spec.title} · ${number}`);
    page.drawText(text, { x: MARGIN.left, y: 40, size: 8, font: regular, color: ACCENT });
  };

  const cover = doc.addPage([PAGE.width, PAGE.height]);
  cover.drawRectangle({
    x: 0,
    y: PAGE.height - 260,
    width: PAGE.width,
    height: 260,
    color: ACCENT,
  });
  cover.drawText("FERRION", {
    x: MARGIN.left,
    y: PAGE.height - 110,
    size: 28,
    font: bold,
    color: rgb(1, 1, 1),
  });
  let y = PAGE.height - 330;
  for (const line of wrap(spec.title, bold, 24, PAGE.width - MARGIN.left - MARGIN.right)) {
    cover.drawText(line, { x: MARGIN.left, y, size: 24, font: bold, color: INK });
    y -= 32;
  }
  for (const line of wrap(spec.subtitle, regular, 13, PAGE.width - MARGIN.left - MARGIN.right)) {
    cover.drawText(line, { x: MARGIN.left, y: y - 8, size: 13, font: regular, color: INK });
    y -= 20;
  }
  cover.drawText(winAnsi(spec.date), {
    x: MARGIN.left,
    y: 90,
    size: 11,
    font: regular,
    color: INK,
  });

  if (hasContents) {
    const contents = doc.addPage([PAGE.width, PAGE.height]);
    let cy = PAGE.height - MARGIN.top - HEADING.size;
    contents.drawText(winAnsi(spec.contentsTitle ?? ""), {
      x: MARGIN.left,
      y: cy,
      size: HEADING.size,
      font: bold,
      color: ACCENT,
    });
    cy -= HEADING.after + 10;
    spec.sections.forEach((section, index) => {
      const number = String(starts[index]);
      const right = PAGE.width - MARGIN.right;
      contents.drawText(winAnsi(section.heading), {
        x: MARGIN.left,
        y: cy,
        size: 11,
        font: regular,
        color: INK,
      });
      contents.drawText(number, {
        x: right - regular.widthOfTextAtSize(number, 11),
        y: cy,
        size: 11,
        font: regular,
        color: INK,
      });
      cy -= 20;
    });
    footer(contents, 2);
  }

  pages.forEach((blocks, index) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let py = PAGE.height - MARGIN.top;
    blocks.forEach((block, blockIndex) => {
      if ("heading" in block) {
        if (blockIndex > 0) py -= HEADING.after;
        py -= HEADING.size;
        page.drawText(winAnsi(block.heading), {
          x: MARGIN.left,
          y: py,
          size: HEADING.size,
          font: bold,
          color: ACCENT,
        });
        py -= HEADING.after;
        return;
      }
      for (const line of block.lines) {
        py -= BODY.leading;
        page.drawText(line, {
          x: MARGIN.left,
          y: py + 4,
          size: BODY.size,
          font: regular,
          color: INK,
        });
      }
      py -= BODY.gap;
    });
    footer(page, index + firstBodyPage);
  });

  return doc.save({ useObjectStreams: false });
}
