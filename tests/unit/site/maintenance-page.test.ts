import { describe, expect, it } from "vitest";

import { maintenancePage } from "@/lib/site/maintenance-page";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";

// proxy.ts answers with this page when the content system is down and nothing is cached.
describe("the maintenance page proxy.ts answers with", () => {
  it.each([
    { language: "en", homeHref: "/en", messages: en, title: "Error | Ferrion" },
    { language: "de", homeHref: "/de-ch", messages: de, title: "Fehler | Ferrion" },
    { language: "fr", homeHref: "/fr", messages: fr, title: "Erreur | Ferrion" },
    {
      language: "es",
      homeHref: "/es/north-america-events",
      messages: es,
      title: "Error | Ferrion",
    },
  ])("in $language: header, trail Home > Error, info notice, link home", (row) => {
    const html = maintenancePage({
      language: row.language,
      homeHref: row.homeHref,
      path: `${row.homeHref}/company/history`,
    });
    const t = row.messages.ErrorPage;
    expect(html).toContain(`<html lang="${row.language}">`);
    expect(html).toContain(`<title>${row.title}</title>`);
    expect(html).toMatch(
      new RegExp(`<header><div><a href="${row.homeHref}" aria-label="[^"]*Ferrion[^"]*">Ferrion`),
    );
    expect(html).toMatch(
      new RegExp(
        `<nav aria-label="${row.messages.Breadcrumbs.label}"><ol><li class="sr-only"><a href="${row.homeHref}">${t.homeCrumb}</a></li><li><a href="${row.homeHref}/company/history" aria-current="page">${t.breadcrumb}</a>`,
      ),
    );
    expect(html).toMatch(/<div class="info" role="status" data-type="info">/);
    expect(html).toContain(t.text);
    expect(html).toContain(`<h1>${t.title}</h1>`);
    expect(html).toContain(`<a class="home" href="${row.homeHref}">${t.homeLink}</a>`);
  });

  it("reads English, and says so, in a language without texts of its own", () => {
    const html = maintenancePage({ language: "it", homeHref: "/it", path: "/it/x" });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(en.ErrorPage.text);
  });

  it("writes a hostile path into the trail as text, never as markup", () => {
    const html = maintenancePage({
      language: "en",
      homeHref: "/en",
      path: `/en/"><script>alert(1)</script>`,
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#34;&#62;&#60;script&#62;");
  });
});
