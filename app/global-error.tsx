"use client";

import "./globals.css";

import dynamic from "next/dynamic";
import { useEffect } from "react";

import { logClientError } from "@/lib/client/log-client-error";
import { reloadOnChunkError } from "@/lib/client/reload-on-chunk-error";

// Every page carries this boundary; the page it shows (with its English texts, i.e. the whole
// message catalogue) loads only when the site layout itself has failed (issue 17).
const GlobalErrorPage = dynamic(() =>
  import("@/components/layout/global-error-page").then((module) => module.GlobalErrorPage),
);

/** Errors of the site layout itself. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // Here, not in the page: a chunk missing after a deployment (spec 000 §8) is healed by loading
  // the page again even when the page's own chunk cannot be loaded either.
  useEffect(() => {
    if (!reloadOnChunkError(error)) logClientError(error);
  }, [error]);
  return <GlobalErrorPage />;
}
