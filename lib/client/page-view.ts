/** Spec 000 §2 / 001 §7 Analytics: an event name plus parameters, pushed onto the data layer. */
interface PageViewEvent {
  event: "page_view";
  page_path: string;
  page_title: string;
  page_location: string;
  language: string;
}

export function pageViewEvent(page: {
  path: string;
  title: string;
  location: string;
  language: string;
}): PageViewEvent {
  return {
    event: "page_view",
    page_path: page.path,
    page_title: page.title,
    page_location: page.location,
    language: page.language,
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes onto `window.dataLayer`, creating it when no tag manager has loaded yet. */
export function pushToDataLayer(entry: object): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
}
