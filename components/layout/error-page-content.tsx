"use client";

import { createContext, type ReactNode, useContext } from "react";

/** The content system's error page (SystemPage `error`), as the site layout read it. */
export interface ErrorPageContent {
  title: string;
  overline: string | null;
  /** Its modules, rendered on the server. */
  modules: ReactNode;
}

const ErrorPageContentContext = createContext<ErrorPageContent | null>(null);

/**
 * Hands the error page's content to the error boundary (app/[siteSegment]/[locale]/error.tsx), which is
 * a client component and cannot read it itself. Null: the built-in texts stand in.
 */
export function ErrorPageContentProvider({
  value,
  children,
}: {
  value: ErrorPageContent | null;
  children: ReactNode;
}) {
  return (
    <ErrorPageContentContext.Provider value={value}>{children}</ErrorPageContentContext.Provider>
  );
}

export function useErrorPageContent(): ErrorPageContent | null {
  return useContext(ErrorPageContentContext);
}
