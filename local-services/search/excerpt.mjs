const EXCERPT_LENGTH = 220;

/**
 * Lower case without accents, so "Über" and "uber" compare equal (as the index does). Keeps the
 * length, so a position in the folded text is the same position in the original.
 * @param {string} text
 */
export function foldText(text) {
  return text.replace(/[^\u0000-\u0040\u005b-\u007f]/g, (char) => {
    const folded = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    return folded.length === 1 ? folded : char;
  });
}

/** @param {string} text @param {number} length */
function clip(text, length) {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > length / 2 ? cut : length).trimEnd()} …`;
}

/**
 * What a hit shows under its title: the lead text when it mentions one of the query's words
 * (or there is no better place), else the passage of the body that does.
 * @param {{ description: string, body: string }} doc
 * @param {string[]} words folded query words
 * @returns {string}
 */
export function excerptFor(doc, words) {
  const lead = doc.description.trim();
  const mentions = (/** @type {string} */ text) =>
    words.some((word) => foldText(text).includes(word));
  if ((lead && mentions(lead)) || !doc.body) return clip(lead || doc.body, EXCERPT_LENGTH);
  const body = doc.body.replace(/\s+/g, " ");
  const folded = foldText(body);
  let at = -1;
  for (const word of words) {
    const index = folded.indexOf(word);
    if (index >= 0 && (at < 0 || index < at)) at = index;
  }
  if (at < 0) return clip(lead || body, EXCERPT_LENGTH);
  // Start at the sentence holding the word, or a little before it in a long sentence.
  const dot = body.lastIndexOf(". ", at);
  const sentenceStart = dot < 0 ? 0 : dot + 2;
  const start = at - sentenceStart > 80 ? body.indexOf(" ", at - 60) + 1 : sentenceStart;
  return `${start > 0 ? "… " : ""}${clip(body.slice(start), EXCERPT_LENGTH)}`;
}
