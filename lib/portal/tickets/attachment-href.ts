/** What a link to an attachment needs: its id and the access key the back end issued. */
interface AttachmentRef {
  id: string;
  accessKey: string;
}

/**
 * The site's same-origin download route of an attachment (issue 12 contract): shown inline for a
 * preview, or as a download. The key is valid for an hour; it is the only credential needed.
 */
export function attachmentHref(attachment: AttachmentRef, isDownload = false): string {
  const query = new URLSearchParams({ key: attachment.accessKey });
  if (isDownload) query.set("download", "1");
  return `/api/ticket-attachments/${encodeURIComponent(attachment.id)}?${query.toString()}`;
}
