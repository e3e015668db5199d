/**
 * Filler paragraphs for the demo PDFs (demo-documents.mjs, ../pim/demo-manual.mjs): each point
 * followed by a sentence of context, so a chapter reads like a document and fills its page.
 */

/** @param {string} topic @param {string[]} points */
export function paragraphsAbout(topic, points) {
  return points.map(
    (point, index) =>
      `${point} ${index % 2 === 0 ? `For ${topic}, Ferrion documents every step, so that operators, service technicians and auditors work from the same facts.` : `The figures and procedures in this section apply to all Ferrion plants in Switzerland, Germany, the United States, Mexico, China and Japan.`}`,
  );
}
