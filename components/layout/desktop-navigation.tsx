import { SmartLink } from "@/components/ui/smart-link";

import { hasFeatures, type MenuEntry } from "./menu-entries";
import { MenuMarketingView, MenuSectionLinks, MenuTeaserCardView } from "./menu-features";

interface DesktopNavigationProps {
  label: string;
  entries: MenuEntry[];
  newTabHint: string;
}

/**
 * The main navigation from the `lg` breakpoint: top items in a bar, their children and
 * grandchildren in a panel that opens on hover and while focus is inside, so Tab walks through
 * all three levels. Items with sections, a marketing section or a teaser card open a panel as
 * wide as the header.
 */
export function DesktopNavigation({ label, entries, newTabHint }: DesktopNavigationProps) {
  return (
    <nav aria-label={label} className="hidden bg-theme-strong text-theme-on-strong lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-2 px-4 sm:px-6">
        {entries.map((entry) => {
          const isWide = hasFeatures(entry);
          return (
            // A wide panel is placed against the header (position: relative), not its item.
            <li key={entry.id} className={isWide ? "group" : "group relative"}>
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
              {isWide ? (
                <WidePanel entry={entry} newTabHint={newTabHint} />
              ) : entry.children.length > 0 ? (
                <SubMenu entries={entry.children} newTabHint={newTabHint} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SubMenu({ entries, newTabHint }: { entries: MenuEntry[]; newTabHint: string }) {
  return (
    <ul className="invisible absolute top-full left-0 z-30 min-w-64 border border-theme-border bg-theme-bg py-2 text-theme-fg opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
      {entries.map((child) => (
        <ChildItem key={child.id} entry={child} newTabHint={newTabHint} />
      ))}
    </ul>
  );
}

/**
 * The mega menu, opened like the narrow sub-menu by hover and focus inside. Its images stay
 * display:none until it opens: a closed panel is only invisible, and lazy images near the top of
 * the page would be fetched with the page otherwise.
 */
function WidePanel({ entry, newTabHint }: { entry: MenuEntry; newTabHint: string }) {
  const hasAside = entry.teaserCard !== null || entry.marketing !== null;
  return (
    <div
      data-menu-panel
      className="invisible absolute inset-x-0 top-full z-40 border-b border-theme-border bg-theme-bg text-theme-fg opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 [&_img]:hidden group-focus-within:[&_img]:block group-hover:[&_img]:block"
    >
      <div
        className={`mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 ${hasAside ? "grid-cols-[minmax(0,1fr)_22.5rem]" : ""}`}
      >
        <div className="grid content-start gap-x-8 gap-y-6 xl:grid-cols-3">
          {entry.children.length > 0 ? (
            <ul className="columns-2 gap-8 xl:col-span-2">
              {entry.children.map((child) => (
                <ChildItem
                  key={child.id}
                  entry={child}
                  newTabHint={newTabHint}
                  className="break-inside-avoid"
                />
              ))}
            </ul>
          ) : null}
          {entry.sections.map((section) => (
            <MenuSectionLinks
              key={section.id}
              section={section}
              headingId={`menu-panel-${entry.id}-${section.id}`}
              className="px-4"
            />
          ))}
        </div>
        {hasAside ? (
          <div className="space-y-6">
            {entry.teaserCard ? <MenuTeaserCardView card={entry.teaserCard} /> : null}
            {entry.marketing ? <MenuMarketingView marketing={entry.marketing} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

interface ChildItemProps {
  entry: MenuEntry;
  newTabHint: string;
  className?: string;
}

function ChildItem({ entry, newTabHint, className }: ChildItemProps) {
  return (
    <li className={className}>
      {entry.link ? (
        <SmartLink
          link={entry.link}
          newTab={entry.opensInNewTab}
          newTabHint={newTabHint}
          className="block px-4 py-2 font-semibold hover:bg-theme-surface"
        >
          {entry.title}
        </SmartLink>
      ) : (
        <span className="block px-4 py-2 font-semibold">{entry.title}</span>
      )}
      {entry.children.length > 0 ? (
        <ul className="pb-1">
          {entry.children.map((grandchild) => (
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
  );
}
