import { dateFor, hashOf, numberFor } from "./deterministic.mjs";

/**
 * Knowledge hub content (manuals, service bulletins, videos) and software versions of a product.
 * Derived from the product's id and slug by arithmetic: the same on every start and in the
 * 10,000-product catalogue, and nothing to store. Documents and software packages are served as
 * small PDFs through the PIM's file route (asset-files.mjs), like the catalogue's files.
 */

/**
 * @typedef {import('./locale.mjs').LocalizedText} LocalizedText
 * @typedef {'manual' | 'serviceBulletin' | 'video'} KnowledgeKind
 * @typedef {{ id: string, kind: KnowledgeKind, title: LocalizedText, date: string,
 *   filename: string | null, videoUrl: string | null, videoFile: string | null,
 *   content_language: string }} KnowledgeItem
 *   videoFile: a clip in the PIM's assets folder; videoUrl: a clip on the media host, which
 *   the demo does not run (a video the browser cannot play)
 * @typedef {{ version: string, releaseDate: string, releaseNotes: LocalizedText, filename: string }} SoftwareVersion
 * @typedef {{ id: string, type: string, content_language: string, name: LocalizedText, filename: string,
 *   date?: string }} DownloadFile
 */

const VIDEO_BASE_URL = "https://media.ferrion.example/video/knowledge-hub";
/** The one real clip (8 s VP9/Opus WebM in assets/), served by the PIM's file route. */
const KNOWLEDGE_HUB_CLIP = "knowledge-hub-wear-parts.webm";

const MANUALS = [
  { en: "Operating manual", de: "Betriebsanleitung" },
  { en: "Maintenance manual", de: "Wartungshandbuch" },
  { en: "Spare parts catalogue", de: "Ersatzteilkatalog" },
];
const BULLETIN_TOPICS = [
  { en: "Replacing the blade holder screws", de: "Austausch der Messerhalter-Schrauben" },
  { en: "Firmware update for the feed unit", de: "Firmware-Update für die Vorschubeinheit" },
  { en: "Checking the compressed air supply", de: "Prüfung der Druckluftversorgung" },
  { en: "New lubrication interval", de: "Neues Schmierintervall" },
  { en: "Safety cover interlock inspection", de: "Prüfung der Schutzhauben-Verriegelung" },
  { en: "Cleaning the light barrier", de: "Reinigung der Lichtschranke" },
];
const VIDEO_TOPICS = [
  { en: "Changing the wear parts", de: "Verschleissteile wechseln" },
  { en: "Daily cleaning", de: "Tägliche Reinigung" },
  { en: "Calibrating the stripping depth", de: "Abisoliertiefe kalibrieren" },
];
const RELEASE_NOTES = [
  { en: "Faster program changeover.", de: "Schnellerer Programmwechsel." },
  {
    en: "Fixes a rare stop after a wire change.",
    de: "Behebt einen seltenen Stopp nach Leitungswechsel.",
  },
  { en: "New quality report export.", de: "Neuer Export des Qualitätsberichts." },
  { en: "Support for new crimp applicators.", de: "Unterstützung neuer Crimp-Applikatoren." },
  {
    en: "Security updates for the network interface.",
    de: "Sicherheitsupdates für die Netzwerkschnittstelle.",
  },
  { en: "Improved touch panel response.", de: "Verbesserte Reaktion des Touch-Bedienfelds." },
];

/**
 * Manuals first, then service bulletins, then videos; each kind newest first.
 * @param {{ id: string, slug: string }} product
 * @returns {KnowledgeItem[]}
 */
export function knowledgeOf({ id, slug }) {
  /** @type {KnowledgeItem[]} */
  const items = [];
  const manuals = numberFor(`${id}#manuals`, 2, 3);
  for (let n = 1; n <= manuals; n += 1) {
    const contentId = `manual-${n}`;
    items.push(
      document(
        contentId,
        "manual",
        MANUALS[n - 1],
        dateFor(`${id}#${contentId}`, "2019-01-01", 2000),
        slug,
      ),
    );
  }
  const bulletins = numberFor(`${id}#bulletins`, 2, 4);
  const first = hashOf(`${id}#topics`) % BULLETIN_TOPICS.length;
  for (let n = 1; n <= bulletins; n += 1) {
    const contentId = `bulletin-${n}`;
    const date = dateFor(`${id}#${contentId}`, "2022-01-01", 1400);
    const topic = BULLETIN_TOPICS[(first + n) % BULLETIN_TOPICS.length];
    const number = `SB-${date.slice(0, 4)}-${String(numberFor(`${id}#${contentId}#no`, 1, 99)).padStart(3, "0")}`;
    items.push(document(contentId, "serviceBulletin", prefixed(number, topic), date, slug));
  }
  const videos = numberFor(`${id}#videos`, 1, 2);
  for (let n = 1; n <= videos; n += 1) {
    const contentId = `video-${n}`;
    items.push({
      id: contentId,
      kind: "video",
      title: VIDEO_TOPICS[(hashOf(id) + n) % VIDEO_TOPICS.length] ?? "",
      date: dateFor(`${id}#${contentId}`, "2021-01-01", 1800),
      filename: null,
      // The first video plays the demo clip; a second one stays on the absent media host.
      videoUrl: n === 1 ? null : `${VIDEO_BASE_URL}/${slug}-${contentId}.mp4`,
      videoFile: n === 1 ? KNOWLEDGE_HUB_CLIP : null,
      content_language: "en",
    });
  }
  const kindOrder = { manual: 0, serviceBulletin: 1, video: 2 };
  return items.sort(
    (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || b.date.localeCompare(a.date),
  );
}

/**
 * Newest first: 3 to 5 versions of one major version, one to five months apart.
 * @param {{ id: string, slug: string }} product
 * @returns {SoftwareVersion[]}
 */
export function softwareOf({ id, slug }) {
  const count = numberFor(`${id}#versions`, 3, 5);
  const major = numberFor(`${id}#major`, 2, 6);
  const latestMinor = count + numberFor(`${id}#minor`, 0, 4);
  let released = Date.parse(`${dateFor(`${id}#latest`, "2026-01-15", 280)}T00:00:00Z`);
  /** @type {SoftwareVersion[]} */
  const versions = [];
  for (let i = 0; i < count; i += 1) {
    const version = `${major}.${latestMinor - i}.${numberFor(`${id}#patch${i}`, 0, 3)}`;
    const notes = [0, 1].map(
      (k) =>
        RELEASE_NOTES[(hashOf(`${id}#notes${i}`) + k) % RELEASE_NOTES.length] ?? { en: "", de: "" },
    );
    versions.push({
      version,
      releaseDate: new Date(released).toISOString().slice(0, 10),
      releaseNotes: { en: notes.map((n) => n.en).join(" "), de: notes.map((n) => n.de).join(" ") },
      filename: `${slug}-software-${version.replaceAll(".", "-")}.pdf`,
    });
    released -= numberFor(`${id}#gap${i}`, 30, 150) * 86_400_000;
  }
  return versions;
}

/**
 * The files the file route serves besides the catalogue's own: knowledge hub documents and
 * software packages, as the PDF renderer takes them.
 * @param {{ id: string, slug: string }} product
 * @returns {DownloadFile[]}
 */
export function contentFilesOf(product) {
  const documents = knowledgeOf(product).flatMap((item) =>
    item.filename
      ? [
          {
            id: `${product.id}/${item.id}`,
            type: item.kind,
            content_language: item.content_language,
            name: item.title,
            filename: item.filename,
            date: item.date,
          },
        ]
      : [],
  );
  const packages = softwareOf(product).map((version) => ({
    id: `${product.id}/software-${version.version}`,
    type: "software",
    content_language: "en",
    name: `Software ${version.version}, released ${version.releaseDate}: installation package`,
    filename: version.filename,
  }));
  return [...documents, ...packages];
}

/**
 * @param {string} contentId @param {KnowledgeKind} kind @param {LocalizedText | undefined} title
 * @param {string} date @param {string} slug @returns {KnowledgeItem}
 */
function document(contentId, kind, title, date, slug) {
  return {
    id: contentId,
    kind,
    title: title ?? "",
    date,
    filename: `${slug}-${contentId}.pdf`,
    videoUrl: null,
    videoFile: null,
    content_language: "en",
  };
}

/** @param {string} prefix @param {{ en: string, de: string } | undefined} text */
function prefixed(prefix, text) {
  return { en: `${prefix}: ${text?.en ?? ""}`, de: `${prefix}: ${text?.de ?? ""}` };
}
