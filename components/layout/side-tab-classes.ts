// The side tabs (issue 28): on narrow screens a bar of equal buttons at the bottom of the screen,
// whose height the page keeps free (app/globals.css, --side-tabs-bar); from md a rail of vertical
// tabs in a column of its own beside the page. Either way they cover nothing of the page.

/** One tab: icon and name stacked in the bar, the name written downwards on the rail. */
export const SIDE_TAB =
  "relative flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 bg-theme-accent px-1 text-xs font-semibold text-theme-on-accent hover:bg-theme-accent-hover focus-visible:-outline-offset-4 focus-visible:outline-theme-on-accent md:flex-none md:flex-row md:gap-2 md:rounded-l md:px-2 md:py-3 md:text-sm md:shadow-md md:[writing-mode:vertical-rl]";

/**
 * A tab's visible name, for sighted visitors (the accessible name is the tab's label): the bar has
 * room for names from sm; the rail shows them where the screen is tall enough for all five with
 * their counts (German names take 700 px).
 */
export const SIDE_TAB_NAME = "hidden sm:inline md:[@media(height<45rem)]:hidden";

/** The same for a name that is also the accessible name. */
export const SIDE_TAB_SPOKEN_NAME = "sr-only sm:not-sr-only md:[@media(height<45rem)]:sr-only";

/** A count or an unread marker: on the icon's corner in the bar, after the name on the rail. */
export const SIDE_TAB_BADGE_POSITION =
  "absolute top-1 left-[calc(50%+0.25rem)] md:static [writing-mode:horizontal-tb]";
