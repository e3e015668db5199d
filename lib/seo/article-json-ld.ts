interface ArticleJsonLdInput {
  /** NewsArticle for media releases, Article for stories. */
  type: "Article" | "NewsArticle";
  headline: string;
  description: string | null;
  /** Absolute URL of the page. */
  url: string;
  /** ISO date (`2026-11-12`). */
  datePublished: string;
  authors: string[];
  /** Absolute URL of the lead image. */
  image: string | null;
  publisher: string;
  language: string;
}

/** schema.org Article or NewsArticle of a story or media release, for search engines. */
export function articleJsonLd(input: ArticleJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": input.type,
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    mainEntityOfPage: input.url,
    datePublished: input.datePublished,
    inLanguage: input.language,
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.authors.length > 0
      ? { author: input.authors.map((name) => ({ "@type": "Person", name })) }
      : {}),
    publisher: { "@type": "Organization", name: input.publisher },
  };
}
