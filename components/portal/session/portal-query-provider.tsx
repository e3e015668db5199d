"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

/**
 * The portal's data cache in the browser: one per signed-in tab, kept while the user moves between
 * portal pages, so going back to a list shows it at once while it is checked again.
 */
export function PortalQueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // A refused or failed portal call is shown with its details (spec 001 §8); retrying
          // a 4xx answer would only delay that.
          queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
        },
      }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
