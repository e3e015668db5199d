/**
 * The text of the content stand-in's terms and conditions PDFs, in English and German, laid out
 * by demo-pdf.mjs (documentOfAsset in demo-documents.mjs picks the asset's language and year).
 */

/** @typedef {import('./demo-pdf.mjs').PdfDocumentSpec} PdfDocumentSpec */

/** @type {Record<"en" | "de", [string, string][]>} */
const CLAUSES = {
  en: [
    [
      "Scope",
      "These conditions apply to all contracts of the Ferrion company named below with its customers and suppliers, unless otherwise agreed in writing.",
    ],
    [
      "Offers and conclusion of contract",
      "Offers are non-binding. A contract is concluded with Ferrion's written order confirmation.",
    ],
    [
      "Prices",
      "Prices are in the currency of the order confirmation, exclusive of value added tax, packaging, transport and insurance.",
    ],
    [
      "Terms of payment",
      "Invoices are payable within 30 days of the invoice date without deduction.",
    ],
    [
      "Delivery and delivery periods",
      "Delivery periods begin with the order confirmation and require all technical questions to be settled.",
    ],
    [
      "Transfer of risk",
      "Risk passes to the customer when the goods leave the Ferrion plant, also with carriage-paid delivery.",
    ],
    [
      "Acceptance",
      "The customer inspects the goods on arrival and reports visible defects within eight days.",
    ],
    [
      "Warranty",
      "Ferrion warrants that the goods are free from defects in material and workmanship for twelve months from delivery.",
    ],
    [
      "Liability",
      "Ferrion's liability is limited to the value of the delivery concerned, except for intent and gross negligence.",
    ],
    [
      "Software and intellectual property",
      "Software delivered with a machine is licensed for use on that machine only; all other rights remain with Ferrion.",
    ],
    [
      "Export control",
      "The customer complies with the export control laws that apply to the goods and their re-export.",
    ],
    [
      "Applicable law and place of jurisdiction",
      "The law at the registered office of the Ferrion company applies; the United Nations Convention on Contracts for the International Sale of Goods is excluded.",
    ],
  ],
  de: [
    [
      "Geltungsbereich",
      "Diese Bedingungen gelten für alle Verträge der unten genannten Ferrion-Gesellschaft mit ihren Kunden und Lieferanten, sofern nichts anderes schriftlich vereinbart ist.",
    ],
    [
      "Angebote und Vertragsschluss",
      "Angebote sind freibleibend. Ein Vertrag kommt mit der schriftlichen Auftragsbestätigung von Ferrion zustande.",
    ],
    [
      "Preise",
      "Die Preise verstehen sich in der Währung der Auftragsbestätigung, ohne Mehrwertsteuer, Verpackung, Transport und Versicherung.",
    ],
    [
      "Zahlungsbedingungen",
      "Rechnungen sind innert 30 Tagen ab Rechnungsdatum ohne Abzug zahlbar.",
    ],
    [
      "Lieferung und Lieferfristen",
      "Lieferfristen beginnen mit der Auftragsbestätigung und setzen die Klärung aller technischen Fragen voraus.",
    ],
    [
      "Gefahrübergang",
      "Die Gefahr geht auf den Kunden über, sobald die Ware das Werk von Ferrion verlässt, auch bei frachtfreier Lieferung.",
    ],
    [
      "Abnahme",
      "Der Kunde prüft die Ware bei Eingang und meldet sichtbare Mängel innert acht Tagen.",
    ],
    [
      "Gewährleistung",
      "Ferrion gewährleistet während zwölf Monaten ab Lieferung, dass die Ware frei von Material- und Verarbeitungsfehlern ist.",
    ],
    [
      "Haftung",
      "Die Haftung von Ferrion ist auf den Wert der betroffenen Lieferung beschränkt, ausser bei Vorsatz und grober Fahrlässigkeit.",
    ],
    [
      "Software und geistiges Eigentum",
      "Mit einer Maschine gelieferte Software ist nur für diese Maschine lizenziert; alle übrigen Rechte bleiben bei Ferrion.",
    ],
    [
      "Exportkontrolle",
      "Der Kunde hält die für die Ware und ihre Wiederausfuhr geltenden Exportkontrollvorschriften ein.",
    ],
    [
      "Anwendbares Recht und Gerichtsstand",
      "Es gilt das Recht am Sitz der Ferrion-Gesellschaft; das Wiener Kaufrecht ist ausgeschlossen.",
    ],
  ],
};

/**
 * Terms with numbered clauses and sub-clauses.
 * @param {string} title @param {string} date @param {"en" | "de"} language
 * @returns {PdfDocumentSpec}
 */
export function termsDocument(title, date, language) {
  const more =
    language === "de"
      ? "Abweichende Bedingungen des Vertragspartners gelten nur, wenn Ferrion ihnen ausdrücklich schriftlich zustimmt. Mündliche Nebenabreden bedürfen der schriftlichen Bestätigung."
      : "Deviating conditions of the other party apply only where Ferrion expressly accepts them in writing. Oral side agreements require written confirmation.";
  const severability =
    language === "de"
      ? "Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt."
      : "Should a provision be invalid, the validity of the remaining provisions is not affected.";
  return {
    title,
    subtitle: language === "de" ? `Fassung ${date.slice(0, 4)}` : `Version ${date.slice(0, 4)}`,
    date,
    language,
    contentsTitle: language === "de" ? "Inhalt" : "Contents",
    runOn: true,
    sections: CLAUSES[language].map(([heading, text], index) => ({
      heading: `${index + 1}. ${heading}`,
      paragraphs: [
        `${index + 1}.1 ${text}`,
        `${index + 1}.2 ${more}`,
        `${index + 1}.3 ${severability}`,
      ],
    })),
  };
}
