import { getRequestConfig } from "next-intl/server";

import { messagesFor } from "./messages";

/** next-intl's locale is the content language (`de`); the route's locale carries the country. */
export default getRequestConfig(async ({ requestLocale }) => {
  const language = (await requestLocale) ?? "en";
  return { locale: language, messages: messagesFor(language) };
});
