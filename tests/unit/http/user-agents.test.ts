import { describe, expect, it } from "vitest";

import { isCrawlerOrLinkPreview } from "@/lib/http/user-agents.mjs";

describe("isCrawlerOrLinkPreview (spec 000 §8: crawlers and link previews get no error page)", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    [
      "Googlebot smartphone",
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.175 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    ],
    ["Google inspection tool", "Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)"],
    ["bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    [
      "Yahoo Slurp",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
    ],
    ["DuckDuckBot", "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)"],
    ["YandexBot", "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)"],
    [
      "Baiduspider",
      "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
    ],
    [
      "Applebot",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
    ],
    [
      "facebookexternalhit",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    ],
    ["Twitterbot", "Twitterbot/1.0"],
    ["Slackbot-LinkExpanding", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"],
    [
      "LinkedInBot",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
    ],
    ["WhatsApp", "WhatsApp/2.23.20.0 A"],
    ["Discordbot", "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)"],
    ["TelegramBot", "TelegramBot (like TwitterBot)"],
    ["Skype and Teams previews", "Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5"],
    [
      "Pinterestbot",
      "Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)",
    ],
    ["redditbot", "Mozilla/5.0 (compatible; redditbot/1.0; +http://www.reddit.com/feedback)"],
    [
      "GPTBot",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)",
    ],
    ["Mastodon", "http.rb/5.1.1 (Mastodon/4.2.0; +https://mastodon.social/)"],
  ])("%s is a crawler or link preview", (_, userAgent) => {
    expect(isCrawlerOrLinkPreview(userAgent)).toBe(true);
  });

  it.each([
    [
      "Chrome on Windows",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    ],
    ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"],
    [
      "Safari on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    ],
    [
      "Edge",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    ],
    [
      "Samsung Internet on a Cubot phone",
      "Mozilla/5.0 (Linux; Android 12; CUBOT NOTE 30) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    ],
    [
      "Headless Chrome of the site's own tests",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
    ],
    ["no user agent", ""],
    ["a missing header", null],
  ])("%s is a visitor", (_, userAgent) => {
    expect(isCrawlerOrLinkPreview(userAgent)).toBe(false);
  });
});
