/**
 * The text of the product manuals the PIM serves (the catalogue's and the knowledge hub's),
 * laid out by ../content/demo-pdf.mjs.
 */
import { paragraphsAbout } from "../content/demo-paragraphs.mjs";

/** @typedef {import('../content/demo-pdf.mjs').PdfDocumentSpec} PdfDocumentSpec */

/** @type {[string, string][]} */
const MANUAL_CHAPTERS = [
  [
    "Safety",
    "Read this manual before you install, operate or service the machine. Keep it next to the machine.",
  ],
  [
    "Overview of the machine",
    "The machine consists of the base frame, the processing modules, the safety cover and the touch panel.",
  ],
  [
    "Installation and commissioning",
    "Set the machine on a level surface, connect compressed air at 6 bar and mains power as on the rating plate.",
  ],
  [
    "Operation",
    "Choose a wire program on the touch panel, load the wire and start production with the green button.",
  ],
  [
    "Maintenance",
    "Clean the machine daily, lubricate the guides weekly and replace wear parts as the maintenance plan says.",
  ],
  [
    "Troubleshooting",
    "Every fault message names its cause and the steps to clear it; the most common ones are listed here.",
  ],
  [
    "Technical data",
    "Dimensions, weight, power and air consumption, noise level and the wire range the machine processes.",
  ],
  [
    "Spare parts and service",
    "Order spare parts in the customer portal or from your Ferrion service centre; name the machine's serial number.",
  ],
];

/**
 * A product manual with a table of contents, several pages long.
 * @param {{ productName: string, productId: string, title: string, date: string }} manual
 * @returns {PdfDocumentSpec}
 */
export function manualDocument({ productName, productId, title, date }) {
  return {
    title: `${productName} – ${title}`,
    subtitle: `Ferrion ${title.toLowerCase()} for ${productId}`,
    date,
    language: "en",
    contentsTitle: "Contents",
    sections: MANUAL_CHAPTERS.map(([heading, lead], index) => ({
      heading: `${index + 1}. ${heading}`,
      paragraphs: [
        lead,
        ...paragraphsAbout(`the ${productName}`, [
          `Only trained persons may work on the ${productName}. Switch the machine off and secure it against restarting before you open the safety cover.`,
          "Use original Ferrion parts only; other parts may damage the machine and void the warranty.",
          "If a step in this chapter does not lead to the described result, contact Ferrion service with the fault message and the machine's serial number.",
        ]),
      ],
    })),
  };
}
