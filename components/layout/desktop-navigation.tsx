import { SmartLink } from "@/components/ui/smart-link";

import type { MenuEntry } from "./menu-entries";

interface DesktopNavigationProps {
  label: string;
  entries: MenuEntry[];
  newTabHint: string;
}

/**
 * The main navigation from the `lg` breakpoint: top items in a bar, their children and
 * grandchildren in a panel that opens on hover and while focus is inside, so Tab walks through
 * all three levels.
 */
export function DesktopNavigation({ label, entries, newTabHint }: DesktopNavigationProps) {
  return (
    <nav aria-label={label} className="hidden bg-theme-strong text-theme-on-strong lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-2 px-4 sm:px-6">
        {entries.map((entry) => (
          <li key={entry.id} className="group relative">
            {entry.link ? (
              <SmartLink
                link={entry.link}
                newTab={entry.opensInNewTab}
                newTabHint={newTabHint}
                className="block px-3 py-3 font-semibold hover:bg-white/10 focus-visible:outline-theme-on-strong"
              >
                {entry.title}
              </SmartLink>
            ) : (
              // Focusable, so keyboard users can open the panel of an item that has no page.
              <button
                type="button"
                className="block px-3 py-3 font-semibold hover:bg-white/10 focus-visible:outline-theme-on-strong"
              >
                {entry.title}
              </button>
            )}
            {entry.children.length > 0 ? (
              <SubMenu entries={entry.children} newTabHint={newTabHint} />
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubMenu({ entries, newTabHint }: { entries: MenuEntry[]; newTabHint: string }) {
  return (
    <ul className="invisible absolute top-full left-0 z-30 min-w-64 border border-theme-border bg-theme-bg py-2 text-theme-fg opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
      {entries.map((child) => (
        <li key={child.id}>
          {child.link ? (
            <SmartLink
              link={child.link}
              newTab={child.opensInNewTab}
              newTabHint={newTabHint}
              className="block px-4 py-2 font-semibold hover:bg-theme-surface"
            >
              {child.title}
            </SmartLink>
          ) : (
            <span className="block px-4 py-2 font-semibold">{child.title}</span>
          )}
          {child.children.length > 0 ? (
            <ul className="pb-1">
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  {grandchild.link ? (
                    <SmartLink
                      link={grandchild.link}
                      newTab={grandchild.opensInNewTab}
                      newTabHint={newTabHint}
                      className="block py-1.5 pr-4 pl-8 text-sm text-theme-muted hover:bg-theme-surface hover:text-theme-fg"
                    >
                      {grandchild.title}
                    </SmartLink>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
