import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * A root layout of its own: the silent renewal's return loads in a hidden frame at every renewal,
 * so it carries no site header, navigation or texts, only the script that hands the answer over.
 */
export default function BlankCallbackLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
