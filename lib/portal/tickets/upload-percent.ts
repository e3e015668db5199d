/**
 * The percent an upload shows while its bytes are on their way: 0 to 99. The last byte sent is
 * not yet a stored file (the back end may still fail to answer); 100 is shown only once it has
 * confirmed the upload, so "100 %" always means the file will go with the form.
 */
export function percentSent(sent: number, total: number): number {
  if (!(total > 0) || !(sent > 0)) return 0;
  return Math.min(99, Math.floor((sent * 100) / total));
}
