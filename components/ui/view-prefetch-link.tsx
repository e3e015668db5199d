"use client";

import Link from "next/link";
import type { ComponentProps } from "react";

import { usePrefetchAllowed } from "@/lib/client/use-prefetch-allowed";

type ViewPrefetchLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & {
  href: string;
};

/**
 * A primary call to action's link (AppLink's `prefetchOnView`): next/link, which prefetches its
 * page as soon as it is on screen, except on save-data or 2g connections (spec 000 §7).
 */
export function ViewPrefetchLink({ href, ...props }: ViewPrefetchLinkProps) {
  return <Link {...props} href={href} prefetch={usePrefetchAllowed() ? null : false} />;
}
