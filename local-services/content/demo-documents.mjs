/**
 * The text of the content stand-in's PDF assets (annual report, whitepaper, terms, company
 * profile, sustainability report). Plain data, laid out by demo-pdf.mjs; the terms' clauses are in
 * demo-terms.mjs, the PIM's manuals in ../pim/demo-manual.mjs. The annual report's figures are the
 * investors page's (seed ContentPage/page-company-investors.json, "Financial year 2026").
 */

import { paragraphsAbout } from "./demo-paragraphs.mjs";
import { termsDocument } from "./demo-terms.mjs";

/** @typedef {import('./demo-pdf.mjs').PdfDocumentSpec} PdfDocumentSpec */

/** The investors page's key figures for 2026, CHF m unless named otherwise. */
const ANNUAL_FIGURES_2026 = {
  orderIntake: "603.1",
  orderIntakeGrowth: "6.8",
  netSales: "587.4",
  netSalesGrowth: "4.1",
  ebitMargin: "9.8",
  netProfit: "44.6",
  dividend: "3.20",
  equityRatio: "58",
};

/** @returns {PdfDocumentSpec} */
function annualReport() {
  const f = ANNUAL_FIGURES_2026;
  const ebit = ((Number(f.netSales) * Number(f.ebitMargin)) / 100).toFixed(1);
  return {
    title: "Annual Report 2026",
    subtitle: "Ferrion AG – profitable growth with the electrification of everything",
    date: "2027-03-02",
    language: "en",
    contentsTitle: "Contents",
    sections: [
      {
        heading: "Letter to shareholders",
        paragraphs: [
          `Dear shareholders, 2026 was a good year for Ferrion. Order intake rose by ${f.orderIntakeGrowth} % to CHF ${f.orderIntake} million and net sales by ${f.netSalesGrowth} % to CHF ${f.netSales} million. With an EBIT margin of ${f.ebitMargin} % we reached the upper half of our target range.`,
          `More cables in every vehicle and more automation in every harness plant drive our markets. Our customers in electric mobility, aerospace and medical technology ordered more fully automatic crimping and sealing machines than ever before.`,
          `The Board of Directors proposes a dividend of CHF ${f.dividend} per share to the Annual General Meeting. With an equity ratio of ${f.equityRatio} % Ferrion stays financially independent and can keep investing in research, service and its people.`,
          "We thank our customers for their trust, our employees for their commitment and you, our shareholders, for your loyalty.",
        ],
      },
      {
        heading: "Key figures 2026",
        paragraphs: [
          `Order intake: CHF ${f.orderIntake} m (+${f.orderIntakeGrowth} %).`,
          `Net sales: CHF ${f.netSales} m (+${f.netSalesGrowth} %).`,
          `EBIT: CHF ${ebit} m; EBIT margin: ${f.ebitMargin} %.`,
          `Net profit: CHF ${f.netProfit} m.`,
          `Proposed dividend per share: CHF ${f.dividend}.`,
          `Equity ratio: ${f.equityRatio} %.`,
          "Employees at year end: 2,140 full-time equivalents in 14 countries.",
        ],
      },
      {
        heading: "Business review",
        paragraphs: paragraphsAbout("the business review", [
          "Wire processing machines, Ferrion's largest segment, grew in every region. Demand from battery and charging cable makers more than offset a quieter year in conventional vehicle harnesses.",
          "Testing and quality systems grew by double digits: pull testers and crimp cross-section analysis are now ordered with almost every fully automatic line.",
          "Service and spare parts contributed a stable third of net sales. The new service hub in Querétaro shortened response times in Mexico to under 24 hours.",
          "Software subscriptions for line monitoring passed 1,000 connected machines.",
        ]),
      },
      {
        heading: "Segments and regions",
        paragraphs: paragraphsAbout("the segments", [
          "Europe accounted for 44 % of net sales, the Americas for 31 % and Asia for 25 %.",
          "Wire processing: 58 % of net sales. Testing and quality: 17 %. Service and spare parts: 25 %.",
          "The order backlog at year end covers about five months of production.",
        ]),
      },
      {
        heading: "Consolidated financial statements (summary)",
        paragraphs: [
          `Net sales CHF ${f.netSales} m. Operating result (EBIT) CHF ${ebit} m. Net profit CHF ${f.netProfit} m.`,
          `Equity ratio at 31 December 2026: ${f.equityRatio} %. Net cash: CHF 96.3 m.`,
          "The consolidated financial statements are prepared in accordance with Swiss GAAP FER. The full statements and the auditor's report are available from investor relations.",
          "This summary is demo content of the Ferrion website and not a real financial report.",
        ],
      },
      {
        heading: "Outlook 2027",
        paragraphs: [
          "For 2027 Ferrion expects net sales to grow by 3 to 6 % in local currencies and an EBIT margin between 9 and 11 %, provided the economic environment does not deteriorate markedly.",
          "The financial calendar lists the Annual General Meeting and the publication of the half-year results.",
        ],
      },
    ],
  };
}

/** @type {[string, string][]} */
const WHITEPAPER_TOPICS = [
  [
    "Why crimp quality matters",
    "A crimp joins a wire and a terminal without solder. Its quality decides whether a harness works for fifteen years or fails in the field.",
  ],
  [
    "The anatomy of a crimp",
    "Conductor crimp, insulation crimp, bell mouth and brush: each zone has its own purpose and its own failure modes.",
  ],
  [
    "Crimp height: the first indicator",
    "Crimp height is quick to measure and catches most set-up errors, but it does not see everything.",
  ],
  [
    "Crimp force monitoring",
    "A force curve recorded on every stroke finds missing strands, wrong wires and worn tools in real time.",
  ],
  [
    "Pull-out force testing",
    "The pull test checks the mechanical strength of the joint and is required by most automotive standards.",
  ],
  [
    "Cross-section analysis",
    "A micrograph of the crimp shows compaction, symmetry and voids that no other test reveals.",
  ],
  [
    "Standards and tolerances",
    "USCAR-21, IEC 60352-2 and the terminal makers' specifications set the limits that a process has to hold.",
  ],
  [
    "Statistical process control",
    "Cp and Cpk values turn single measurements into a statement about the whole production.",
  ],
  [
    "Tooling and maintenance",
    "Worn applicators are the most common cause of drifting crimp heights; planned maintenance keeps them in tolerance.",
  ],
  [
    "Checklist for your line",
    "Ten questions to ask before a new terminal goes into series production.",
  ],
];

/** Exactly twelve pages: cover, contents and ten one-page chapters. @returns {PdfDocumentSpec} */
function whitepaper() {
  return {
    title: "Measuring and securing crimp quality",
    subtitle: "Ferrion whitepaper – from crimp height to cross-section analysis",
    date: "2025-09-15",
    language: "en",
    contentsTitle: "Contents",
    sections: WHITEPAPER_TOPICS.map(([heading, lead], index) => ({
      heading: `${index + 1}. ${heading}`,
      paragraphs: [
        lead,
        ...paragraphsAbout(heading.toLowerCase(), [
          "In practice, the measurement is only as good as the sample plan behind it: the first, the last and every hundredth part of a batch are the minimum.",
          "Ferrion machines record the result of every stroke and link it to the wire, the terminal, the applicator and the operator.",
          "When a value leaves its tolerance, the machine stops, cuts the faulty part free and asks for a decision before it goes on.",
        ]),
      ],
    })),
  };
}

/** @returns {PdfDocumentSpec} */
function companyProfile() {
  return {
    title: "Company profile",
    subtitle: "Ferrion AG – machines for wire processing, testing and harness automation",
    date: "2026-05-01",
    language: "en",
    sections: [
      {
        heading: "Ferrion at a glance",
        paragraphs: paragraphsAbout("its customers", [
          "Ferrion AG develops and builds machines that cut, strip, crimp, seal and test wires for cable harnesses. Founded in Switzerland, the group works in 14 countries with 2,140 employees.",
          `In 2026 Ferrion achieved net sales of CHF ${ANNUAL_FIGURES_2026.netSales} million. The Ferrion share is listed on the SIX Swiss Exchange (FERN).`,
        ]),
      },
      {
        heading: "What we make",
        paragraphs: paragraphsAbout("every machine", [
          "Fully automatic crimping machines, benchtop strippers, sealing stations, pull testers and complete harness automation cells.",
          "Service, spare parts, training and software subscriptions keep more than 40,000 installed machines running.",
        ]),
      },
    ],
  };
}

/** @returns {PdfDocumentSpec} */
function sustainabilityReport() {
  return {
    title: "Sustainability Report 2026",
    subtitle: "Ferrion AG – energy, materials, people",
    date: "2027-03-02",
    language: "en",
    contentsTitle: "Contents",
    sections: /** @type {[string, string][]} */ ([
      [
        "Our approach",
        "Sustainability at Ferrion starts with machines that use less energy and material over a long life.",
      ],
      [
        "Energy and emissions",
        "Scope 1 and 2 emissions fell by 11 % against 2025; all Swiss and German plants run on renewable electricity.",
      ],
      [
        "Materials and circularity",
        "Refurbished machines and remanufactured applicators saved 380 tonnes of steel and aluminium.",
      ],
      ["People", "2,140 employees, 96 apprentices and 31 hours of training per employee."],
    ]).map(([heading, lead]) => ({
      heading,
      paragraphs: [
        lead,
        ...paragraphsAbout(heading.toLowerCase(), [
          "Targets and results are reviewed by the Board of Directors every year.",
          "Data are collected for all sites with more than 20 employees.",
        ]),
      ],
    })),
  };
}

/**
 * The document of a content asset, by its handle and caption; null for an asset this file does
 * not write (its committed file stays as it is).
 * @param {{ handle: string, caption: { en?: string, de?: string } }} asset
 * @returns {PdfDocumentSpec | null}
 */
export function documentOfAsset({ handle, caption }) {
  if (handle === "annual-report-2026") return annualReport();
  if (handle === "whitepaper-crimp-quality") return whitepaper();
  if (handle === "company-profile") return companyProfile();
  if (handle === "sustainability-report-2026") return sustainabilityReport();
  if (handle.startsWith("terms-")) {
    const year = /(\d{4})/.exec(handle)?.[1] ?? "2024";
    const language = /(^|-)de(-|$)/.test(handle) ? "de" : "en";
    const title = (language === "de" ? caption.de : caption.en) ?? caption.en ?? handle;
    return termsDocument(title, `${year}-01-01`, language);
  }
  return null;
}
