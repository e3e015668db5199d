import type { AssetFieldsFragment, ModuleFieldsFragment } from "@/graphql/generated/content";

/** Sample content for the style guide: every CMS module once, as the content system sends it. */
const IMAGE: AssetFieldsFragment = {
  id: "sample-image",
  url: "/style-guide/sample-image",
  fileName: "sample-image.svg",
  mimeType: "image/svg+xml",
  width: 1600,
  height: 900,
  size: 1024,
  alternativeText: "Wires running through a processing machine",
};

const PORTRAIT: AssetFieldsFragment = { ...IMAGE, id: "sample-portrait", width: 900, height: 900 };

const CONTACT_LINK = {
  __typename: "PathLink",
  id: "sample-link-contact",
  title: "Contact our experts",
  path: "/contact",
} as const;

// Not annotated, and with both asset and file fields: the downloads module is moving from asset to
// file fields, and this sample fits either.
const SAMPLE_FILE = {
  id: "sample-file",
  url: "/style-guide/sample-image",
  slug: null,
  fileName: "machine-overview.svg",
  mimeType: "image/svg+xml",
  width: 1600,
  height: 900,
  size: 48_000,
  caption: null,
  alternativeText: "Machine overview",
};

type HeroModuleFields = Extract<ModuleFieldsFragment, { __typename: "HeroModule" }>;

/** Shown apart from the others: first in a module list, a hero would take the page's h1. */
export const SAMPLE_HERO: HeroModuleFields = {
  __typename: "HeroModule",
  id: "sample-hero",
  overline: "Wire processing",
  title: "Precision from the first cut to the last crimp",
  text: "Machines and software that make wire harness production faster, safer and traceable.",
  image: IMAGE,
  link: CONTACT_LINK,
  theme: "Dark",
};

export const SAMPLE_MODULES: ModuleFieldsFragment[] = [
  {
    __typename: "RichTextModule",
    id: "sample-rich-text",
    title: "Rich text",
    body: {
      markdown:
        "Our machines cut, strip and crimp **more than a billion wires** every year.\n\n- Cutting and stripping\n- Crimping and sealing\n- Testing and inspection\n\nRead more in our [company profile](/company).",
    },
  },
  {
    __typename: "ImageTextModule",
    id: "sample-image-text",
    overline: "Expertise",
    title: "Image and text",
    imagePosition: "Left",
    body: { markdown: "Every machine is built, tested and documented at our plants." },
    image: IMAGE,
    link: CONTACT_LINK,
  },
  {
    __typename: "TeaserCardsModule",
    id: "sample-teasers",
    title: "Teaser cards",
    cards: ["Automotive", "Aerospace", "Medical"].map((industry) => ({
      id: `sample-card-${industry}`,
      title: industry,
      text: `Wire processing for ${industry.toLowerCase()} harnesses.`,
      image: IMAGE,
      link: {
        __typename: "PathLink",
        id: `sample-card-link-${industry}`,
        title: null,
        path: "/industries",
      },
    })),
  },
  {
    __typename: "KeyFiguresModule",
    id: "sample-key-figures",
    title: "Key figures",
    theme: "Light",
    figures: [
      { id: "sample-figure-1", value: "3,400", unit: null, label: "employees" },
      { id: "sample-figure-2", value: "60", unit: "+", label: "countries served" },
      { id: "sample-figure-3", value: "1.2", unit: "bn", label: "wires a year" },
      { id: "sample-figure-4", value: "24", unit: "h", label: "answer time" },
    ],
  },
  {
    __typename: "QuoteModule",
    id: "sample-quote",
    quote: "Traceable quality is no longer optional in wire harness production.",
    author: "Anna Keller",
    role: "Head of Corporate Communications",
    image: PORTRAIT,
  },
  {
    __typename: "AccordionModule",
    id: "sample-accordion",
    title: "Accordion",
    items: [
      {
        id: "sample-faq-1",
        title: "Which wire sizes can be processed?",
        body: { markdown: "From 0.13 to 16 mm²." },
      },
      {
        id: "sample-faq-2",
        title: "Is remote service available?",
        body: { markdown: "Yes, worldwide." },
      },
    ],
  },
  {
    __typename: "VideoModule",
    id: "sample-video",
    title: "Video",
    // A blank frame: the style guide must not call a video platform.
    videoUrl: "about:blank",
    poster: IMAGE,
  },
  {
    __typename: "DownloadsModule",
    id: "sample-downloads",
    title: "Downloads",
    files: [SAMPLE_FILE],
  },
  {
    __typename: "ContactTeaserModule",
    id: "sample-contact",
    title: "Contact teaser",
    text: "Questions about a machine? Our experts answer within 24 hours.",
    contact: {
      id: "sample-contact-person",
      name: "David Miller",
      position: "Sales Director North America",
      email: "david.miller@example.com",
      phone: "+1 555 0100",
      image: PORTRAIT,
    },
    link: CONTACT_LINK,
  },
  {
    __typename: "ImageGalleryModule",
    id: "sample-gallery",
    title: "Image gallery",
    images: [1, 2, 3].map((index) => ({ ...IMAGE, id: `sample-gallery-${index}` })),
  },
  {
    __typename: "CallToActionModule",
    id: "sample-cta",
    title: "Call to action",
    text: "See our machines at work in a live demonstration.",
    theme: "Copper",
    link: CONTACT_LINK,
  },
  {
    __typename: "TermsDocumentsModule",
    id: "sample-terms",
    title: "Terms documents",
    text: "The version in force first; earlier versions folded away.",
    documents: [
      ["sample-terms-2024", "2024-07-01"],
      ["sample-terms-2019", "2019-01-01"],
    ].map(([id = "", validFrom = ""]) => ({
      id,
      title: "General terms of sale",
      documentType: "GeneralTermsOfSale" as const,
      validFrom,
      locations: [{ id: "sample-country-ch", countryCode: "CH", name: "Switzerland" }],
      language: { id: "sample-language-en", languageCode: "en", name: "English" },
      file: { ...SAMPLE_FILE, id: `${id}-file` },
    })),
  },
  {
    __typename: "InvestorsModule",
    id: "sample-investors",
    title: "Investors",
    shareFigures: {
      id: "sample-share",
      exchange: "SIX Swiss Exchange",
      ticker: "FERN",
      currency: "CHF",
      sharePrice: 1234.5,
      priceChange: -2.05,
      priceChangePercent: -0.95,
      marketCapitalization: 1_469_325_000,
      sharesOutstanding: 6_850_000,
      dividendPerShare: 3.2,
      yearHigh: 1238.4,
      yearLow: 971.25,
      asOf: "2026-11-20T16:30:00Z",
    },
    events: [
      {
        id: "sample-event-agm",
        title: "Annual General Meeting",
        date: "2099-04-22",
        details: "Lucerne",
      },
      { id: "sample-event-results", title: "Annual results", date: "2020-03-02", details: null },
    ],
    annualReport: SAMPLE_FILE,
  },
];
