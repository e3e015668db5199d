import type { ComponentProps } from "react";

import { APP_LINK_ATTRIBUTE } from "@/lib/client/app-link-markup";

type AppLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** `false` keeps the scroll position when the link opens its page (a tab of the same screen). */
  scroll?: boolean;
};

/**
 * A link to a page of this site. It is plain markup, on the server and in client components
 * alike: AppLinkNavigation (components/runtime/app-link-navigation.tsx) follows it in the page
 * and prefetches its page on intent — pointer enter, focus, touch — from listeners of its own,
 * so hydration renders no component for it. Before that, a click loads the page as any link.
 */
export function AppLink({ href, scroll, ...props }: AppLinkProps) {
  return (
    <a
      {...props}
      href={href}
      {...{ [APP_LINK_ATTRIBUTE]: "" }}
      data-scroll={scroll === false ? "false" : undefined}
    />
  );
}
