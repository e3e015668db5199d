import type { ReactNode } from "react";

/**
 * Spec 001 §8: an error as the visitor sees it, announced at once: what went wrong and where to
 * get help (the children), then the technical details, quoted as they are.
 */
export function ErrorNotice({
  technicalDetails,
  children,
}: {
  /** The translated "Technical details: …" line. */
  technicalDetails: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
      {children}
      <p className="mt-2 font-mono text-sm break-words">{technicalDetails}</p>
    </div>
  );
}
