"use client";

import Link from "next/link";
import type { ComponentProps } from "react";

import { usePrefetchAllowed } from "@/lib/client/use-prefetch-allowed";

/** next/link that prefetches nothing on save-data or 2g connections (spec 000 §7). */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const isPrefetchAllowed = usePrefetchAllowed();
  return <Link {...props} prefetch={isPrefetchAllowed ? prefetch : false} />;
}
