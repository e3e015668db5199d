/**
 * The real type of an uploaded file, from its first bytes, never from its name (spec 001 §5:
 * images or videos only). Shared by the site's upload route and the portal back end.
 */

/** How many leading bytes `sniffMediaType` needs to decide. */
export const SNIFF_BYTES = 16;

/**
 * @typedef {{ contentType: string, kind: "IMAGE" | "VIDEO" }} MediaType
 */

/** @type {{ contentType: string, kind: "IMAGE" | "VIDEO", test: (b: Uint8Array) => boolean }[]} */
const SIGNATURES = [
  {
    contentType: "image/png",
    kind: "IMAGE",
    test: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: "image/jpeg", kind: "IMAGE", test: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  {
    contentType: "image/gif",
    kind: "IMAGE",
    test: (b) => ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a"),
  },
  {
    contentType: "image/webp",
    kind: "IMAGE",
    test: (b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP"),
  },
  { contentType: "image/bmp", kind: "IMAGE", test: (b) => ascii(b, 0, "BM") && b.length >= 14 },
  {
    contentType: "image/heic",
    kind: "IMAGE",
    test: (b) => ftyp(b, ["heic", "heix", "mif1", "msf1"]),
  },
  { contentType: "image/avif", kind: "IMAGE", test: (b) => ftyp(b, ["avif", "avis"]) },
  { contentType: "video/quicktime", kind: "VIDEO", test: (b) => ftyp(b, ["qt  "]) },
  // Any other ISO base media brand (isom, mp41, mp42, M4V , 3gp4, …) is an MP4-family video.
  { contentType: "video/mp4", kind: "VIDEO", test: (b) => ftyp(b, null) },
  { contentType: "video/webm", kind: "VIDEO", test: (b) => starts(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  {
    contentType: "video/x-msvideo",
    kind: "VIDEO",
    test: (b) => ascii(b, 0, "RIFF") && ascii(b, 8, "AVI "),
  },
  { contentType: "video/ogg", kind: "VIDEO", test: (b) => ascii(b, 0, "OggS") },
];

/** @param {Uint8Array} bytes @param {number[]} prefix */
function starts(bytes, prefix) {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** @param {Uint8Array} bytes @param {number} at @param {string} text */
function ascii(bytes, at, text) {
  if (bytes.length < at + text.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    if (bytes[at + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

/** An ISO base media file ("....ftyp<brand>"), optionally of one of these major brands. */
function ftyp(/** @type {Uint8Array} */ bytes, /** @type {string[] | null} */ brands) {
  if (!ascii(bytes, 4, "ftyp") || bytes.length < 12) return false;
  if (brands === null) return true;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return brands.includes(brand);
}

/**
 * The image or video type of a file from its first `SNIFF_BYTES` bytes; null for anything else
 * (an executable renamed .png, a PDF, an empty file).
 * @param {Uint8Array} firstBytes
 * @returns {MediaType | null}
 */
export function sniffMediaType(firstBytes) {
  const match = SIGNATURES.find((signature) => signature.test(firstBytes));
  return match ? { contentType: match.contentType, kind: match.kind } : null;
}
