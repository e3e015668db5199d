/** Marks a link the page follows and prefetches itself (components/runtime/app-link-navigation.tsx). */
export const APP_LINK_ATTRIBUTE = "data-app-link";
/** On `<html>` once the page follows its AppLinks; before that a click loads the page anew. */
export const APP_LINKS_READY_ATTRIBUTE = "data-app-links";
