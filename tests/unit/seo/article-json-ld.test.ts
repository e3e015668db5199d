import { describe, expect, it } from "vitest";

import { articleJsonLd } from "@/lib/seo/article-json-ld";

describe("structured data of a story or media release", () => {
  it("names headline, date, authors, image and publisher of a story", () => {
    expect(
      articleJsonLd({
        type: "Article",
        headline: "Crimp force monitoring, explained",
        description: "Every crimp leaves a force curve.",
        url: "https://www.example.com/en/stories/crimp-force-monitoring-explained",
        datePublished: "2026-10-28",
        authors: ["Marco Rossi"],
        image: "https://cdn.example.com/machine-crimp.svg",
        publisher: "Ferrion",
        language: "en",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Crimp force monitoring, explained",
      description: "Every crimp leaves a force curve.",
      url: "https://www.example.com/en/stories/crimp-force-monitoring-explained",
      mainEntityOfPage: "https://www.example.com/en/stories/crimp-force-monitoring-explained",
      datePublished: "2026-10-28",
      inLanguage: "en",
      image: ["https://cdn.example.com/machine-crimp.svg"],
      author: [{ "@type": "Person", name: "Marco Rossi" }],
      publisher: { "@type": "Organization", name: "Ferrion" },
    });
  });

  it("leaves out what a media release does not have", () => {
    const data = articleJsonLd({
      type: "NewsArticle",
      headline: "Annual general meeting approves all proposals",
      description: null,
      url: "https://www.example.com/de/media-releases/agm-2026",
      datePublished: "2026-04-14",
      authors: [],
      image: null,
      publisher: "Ferrion",
      language: "de",
    });
    expect(data["@type"]).toBe("NewsArticle");
    expect(data).not.toHaveProperty("author");
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("description");
  });
});
