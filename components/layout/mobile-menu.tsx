"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { type MouseEvent, type ReactNode, useEffect, useState } from "react";

import { Icon } from "@/components/ui/icon";
import { useDisclosure } from "@/components/ui/use-disclosure";
import { whenIdle } from "@/lib/client/when-idle";

import type { MenuEntry } from "./menu-entries";

// The tree's code (and its images') is not part of the page's first load (issue 17): it loads
// when the browser is idle, so it is there when the menu opens, or at the latest on opening.
const loadTree = () => import("./mobile-menu-tree");
const MobileMenuTree = dynamic(() => loadTree().then((module) => module.MobileMenuTree), {
  ssr: false,
});

interface MobileMenuProps {
  entries: MenuEntry[];
  /** Shown below the tree, e.g. the language and country switchers. */
  children?: ReactNode;
}

/** The main navigation below the `lg` breakpoint: a button that opens the whole tree. */
export function MobileMenu({ entries, children }: MobileMenuProps) {
  const t = useTranslations("MobileMenu");
  const tLayout = useTranslations("Layout");
  const { isOpen, close, containerProps, buttonProps, panelProps } = useDisclosure();
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);

  // An early load that fails is no reason to reload the page (chunk-error-reloader): opening
  // the menu tries again.
  useEffect(() => whenIdle(() => void loadTree().catch(() => undefined)), []);

  // Following a link or running an action leaves the menu; sub-menu toggles keep it open.
  function closeAfterChoice(event: MouseEvent) {
    const target = event.target;
    if (target instanceof Element && target.closest("a, button:not([aria-expanded])")) close();
  }

  return (
    <div {...containerProps} className="lg:hidden">
      <button
        {...buttonProps}
        className="inline-flex items-center gap-2 rounded px-2 py-2 font-semibold hover:bg-theme-surface sm:px-3"
      >
        <Icon name={isOpen ? "close" : "menu"} size={24} />
        {/* On the narrowest phones the icon alone, so the header fits (issue 28). */}
        <span className="max-[24rem]:sr-only">{t("menu")}</span>
      </button>
      <div
        {...panelProps}
        onClick={closeAfterChoice}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-theme-border bg-theme-bg text-theme-fg shadow-lg"
      >
        <nav aria-label={tLayout("mainNavigation")} className="px-4 py-3">
          {hasOpened ? <MobileMenuTree entries={entries} /> : null}
        </nav>
        {children ? (
          <div className="flex flex-wrap items-center gap-4 border-t border-theme-border px-4 py-4">
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
