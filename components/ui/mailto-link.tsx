import type { ReactNode } from "react";

/** A help address in a message's text, as a mail link. */
export function MailtoLink({ email, children }: { email: string; children: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className="font-semibold underline">
      {children}
    </a>
  );
}
