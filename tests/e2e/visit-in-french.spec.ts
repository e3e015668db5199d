import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { collectPageProblems, userMenuButton } from "./support/portal";
import { seedSignedIn } from "./support/signed-in";

// The main site offers French (spec 001 §9): its interface is French too, from the header to the
// portal (issue 28). English words a French page must not show, wherever the interface has them.
const ENGLISH_INTERFACE = ["Log in", "Register", "Quick access", "Your services", "Search"];

async function expectNoEnglishInterface(page: Page) {
  for (const text of ENGLISH_INTERFACE) {
    await expect(page.getByText(text, { exact: true }), text).toHaveCount(0);
    await expect(page.getByRole("button", { name: text, exact: true }), text).toHaveCount(0);
  }
}

test("a French visitor finds the header, the side tabs and the search in French", async ({
  page,
}) => {
  await page.goto("/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await expect(header.getByRole("button", { name: "S’inscrire" })).toBeVisible();
  const side = page.getByRole("complementary", { name: "Accès rapide" });
  await expect(side.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/fr/contact");
  await expect(side.getByRole("button", { name: "Actualités" })).toBeVisible();
  await expect(side.getByRole("button", { name: "Comparaison, aucun produit" })).toBeVisible();
  await expect(side.getByRole("button", { name: "Panier de pièces, vide" })).toBeVisible();
  await expectNoEnglishInterface(page);

  const box = header.getByRole("combobox", { name: "Rechercher" });
  await box.click();
  await box.pressSequentially("sertissage", { delay: 40 });
  await box.press("Enter");
  await expect(page).toHaveURL("/fr/search?q=sertissage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Résultats de recherche pour « sertissage »",
  );
  await expectNoEnglishInterface(page);
});

test.describe("on a small phone", () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true });

  // "Se connecter" beside "Menu" once pushed the header 27 px past the edge (issue 28).
  test("the French header keeps search, sign-in and the menu on the screen", async ({ page }) => {
    await page.goto("/fr");
    const header = page.getByRole("banner");
    for (const name of ["Ouvrir la recherche", "Se connecter", "Menu"]) {
      await expect(header.getByRole("button", { name, exact: true }), name).toBeInViewport({
        ratio: 1,
      });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);

    await header.getByRole("button", { name: "Menu", exact: true }).click();
    const languages = page.getByRole("navigation", { name: "Langue" });
    await expect(languages.getByRole("link", { name: "Deutsch" })).toBeInViewport();
  });
});

const LABELS = [
  "Prénom",
  "Nom",
  "E-mail",
  "Entreprise",
  "Pays",
  "Produit",
  "Numéro de série",
  "Message",
];
const MESSAGES = [
  "Veuillez saisir votre prénom",
  "Veuillez saisir votre nom",
  "Veuillez indiquer une adresse e-mail valide",
  "Veuillez indiquer l’entreprise pour laquelle vous travaillez",
  "Veuillez indiquer le pays où vous vous trouvez",
  "Veuillez préciser le produit concerné par votre demande",
  "Veuillez saisir le numéro de série de votre produit",
  "Veuillez ajouter quelques détails",
];

test("a French visitor's support request is checked and answered in French", async ({ page }) => {
  const field = (index: number) => page.getByLabel(LABELS[index]!, { exact: true });
  // The page is written in English and German only; the banner says so, in French.
  await page.goto("/fr/support/support-request");
  await expect(
    page.getByRole("status").filter({ hasText: "n’est disponible qu’en" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Envoyer" }).click();
  for (const message of MESSAGES)
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Veuillez corriger les champs signalés." }),
  ).toBeVisible();
  await expect(field(0)).toBeFocused();

  const company = `Câblerie ${randomUUID().slice(0, 8)}`;
  const values = [
    "Léa",
    "Dubois",
    "lea.dubois@",
    company,
    "Suisse",
    "Gamma 263",
    "FX-1",
    "Dérive.",
  ];
  for (const [index, value] of values.entries()) await field(index).fill(value);
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText(MESSAGES[2]!, { exact: true })).toBeVisible();
  await expect(field(2)).toBeFocused();

  await field(2).fill("lea.dubois@example.com");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Merci pour votre demande !" }),
  ).toContainText("Votre référence : SR-");

  // The service desk gets the request with the visitor's language.
  await page.goto(`${SERVICES_URL}/portal/service-desk`);
  await expect(page.getByRole("article").filter({ hasText: company })).toContainText("Languagefr");
});

test("a French customer's portal speaks French, from the dashboard to the ticket list", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await seedSignedIn(page, "customer@example.com");
  await page.goto("/fr/mykomax");
  await expect(page.getByRole("heading", { name: "Vos services" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu utilisateur de Carla Kunde" })).toBeVisible();
  await expect(userMenuButton(page, "Carla Kunde")).toHaveCount(0);
  const tickets = page.getByRole("article", { name: "Tickets de service" });
  await expect(tickets).toContainText("Actif");
  await expectNoEnglishInterface(page);

  await tickets.getByRole("link", { name: "Ouvrir" }).click();
  await expect(page).toHaveURL(/\/fr\/mykomax\/tickets\/list$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tickets de service" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /tickets trouvés$/ })).toBeVisible();
  const table = page.getByRole("table", { name: /^Tickets de service, page 1 sur \d+$/ });
  for (const column of ["N° de ticket", "Type", "Objet", "Machine", "Numéro de série", "Impact"]) {
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  // Dates as French writes them: "12 nov. 2026".
  await expect(table.locator("tbody tr").first()).toContainText(
    /\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? \d{4}/,
  );
  await expect(page.getByRole("link", { name: "Nouveau ticket" })).toBeVisible();
  await expectNoEnglishInterface(page);
  expect(problems).toEqual([]);
});
