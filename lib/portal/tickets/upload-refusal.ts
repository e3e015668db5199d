import {
  MAX_ATTACHMENTS,
  MAX_UPLOAD_BYTES,
} from "@/contracts/portal/tickets/ticket-input-rules.mjs";

/** Why a file is not uploaded: a key of the `TicketForms` messages. */
export type UploadRefusal =
  | "refusedType"
  | "refusedSize"
  | "refusedEmpty"
  | "refusedTooMany"
  | "uploadSignedOut"
  | "uploadGone";

/** What the file picker's `accept` asks for; the server checks the real bytes anyway. */
export const ACCEPTED_FILES = "image/*,video/*";

const MEDIA_EXTENSIONS =
  /\.(png|jpe?g|gif|webp|bmp|heic|heif|avif|mp4|m4v|mov|webm|avi|ogv|ogg|3gp)$/i;

/**
 * A first look at a chosen file, before any byte is sent (spec 001 §5: images or videos only, at
 * most 100 MB): the browser's type or the name's extension is only a hint; the
 * upload route checks the file's first bytes. `alreadyChosen` counts the files in the form.
 */
export function refusalBeforeUpload(
  file: { name: string; type: string; size: number },
  alreadyChosen: number,
): UploadRefusal | null {
  if (alreadyChosen >= MAX_ATTACHMENTS) return "refusedTooMany";
  if (file.size === 0) return "refusedEmpty";
  if (file.size > MAX_UPLOAD_BYTES) return "refusedSize";
  const type = file.type.toLowerCase();
  const isMedia =
    type.startsWith("image/") || type.startsWith("video/") || MEDIA_EXTENSIONS.test(file.name);
  return isMedia ? null : "refusedType";
}

/**
 * The upload route's refusal of a file as the message to show, or null when the failure is none
 * of these (then the technical details are shown, and a retry offered).
 */
export function refusalOfServer(status: number, body: string): UploadRefusal | null {
  if (status === 413) return "refusedSize";
  if (status === 415) return "refusedType";
  if (status === 400 && /empty/i.test(body)) return "refusedEmpty";
  if (status === 401) return "uploadSignedOut";
  if (status === 404 || status === 410) return "uploadGone";
  return null;
}
