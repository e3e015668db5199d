/** Crawler names without the usual `…bot/1.0` token, and the fetchers behind link previews. */
const NAMED_AGENTS = [
  "facebookexternalhit",
  "facebookcatalog",
  "meta-externalagent",
  "slackbot",
  "slack-imgproxy",
  "telegrambot",
  "whatsapp",
  "skypeuripreview",
  "microsoftpreview",
  "bingpreview",
  "embedly",
  "quora link preview",
  "vkshare",
  "iframely",
  "mastodon",
  "snap url preview",
  "google-inspectiontool",
  "googleother",
  "google-structured-data",
  "storebot-google",
  "adsbot-google",
  "mediapartners-google",
  "slurp",
  "baiduspider",
  "yandex",
  "sogou",
  "ia_archiver",
  "chatgpt-user",
  "w3c_validator",
];

/** `Googlebot/2.1`, `bingbot/2.0`, `LinkedInBot/1.0`, `Discordbot/2.0`, `Applebot/0.1`, … */
const BOT_TOKEN = /[a-z](?:bot|crawler|spider)\/\d/i;

/**
 * Crawlers and link-preview fetchers of chats and social networks. They get no error page
 * (spec 000 §8): an error page must not be indexed or become a shared link's preview.
 * Plain JavaScript: the production server in server/ uses it too.
 * @param {string | null | undefined} userAgent @returns {boolean} */
export function isCrawlerOrLinkPreview(userAgent) {
  if (!userAgent) return false;
  const agent = userAgent.toLowerCase();
  return BOT_TOKEN.test(agent) || NAMED_AGENTS.some((name) => agent.includes(name));
}
