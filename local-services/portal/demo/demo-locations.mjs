import { companyKey } from "../company-key.mjs";

/**
 * The companies' plants: eight sets, a company takes the one its key picks (its id tag mod 8),
 * so the demo accounts' four companies each have plants of their own (Carla Kunde's the last,
 * Ferrion AG, the machine maker, its own works in Dierikon).
 */
export const LOCATION_SETS = [
  [
    ["Werk Graz", "Puchstraße 85", "8020", "Graz", "AT"],
    ["Plant Győr", "Ipari Park utca 4", "9027", "Győr", "HU"],
    ["Assembly Tangier", "Zone Franche, Îlot 52", "90000", "Tangier", "MA"],
  ],
  [
    ["Plant Stuttgart", "Industriestraße 12", "70565", "Stuttgart", "DE"],
    ["Plant Brno", "Průmyslová 8", "61900", "Brno", "CZ"],
    ["Assembly Timișoara", "Calea Buziașului 26", "300693", "Timișoara", "RO"],
  ],
  [
    ["Werk Nürnberg", "Südwestpark 40", "90449", "Nürnberg", "DE"],
    ["Plant Plzeň", "Borská 55", "30100", "Plzeň", "CZ"],
    ["Assembly Kaunas", "Veiverių g. 150", "46391", "Kaunas", "LT"],
  ],
  [
    ["Werk Dierikon", "Industriestrasse 6", "6036", "Dierikon", "CH"],
    ["Plant Porto", "Rua do Progresso 44", "4455-491", "Perafita", "PT"],
    ["Assembly Suzhou", "Xinghu Street 218", "215123", "Suzhou", "CN"],
  ],
  [
    ["Plant Eindhoven", "Achtseweg Noord 20", "5651 GG", "Eindhoven", "NL"],
    ["Plant Katowice", "ul. Konduktorska 33", "40-155", "Katowice", "PL"],
    ["Assembly Pune", "Chakan MIDC Phase 2, Plot 14", "410501", "Pune", "IN"],
  ],
  [
    ["Plant Lyon", "Rue de Gerland 120", "69007", "Lyon", "FR"],
    ["Plant Valencia", "Calle de la Innovación 8", "46980", "Paterna", "ES"],
    ["Assembly Tunis", "Zone Industrielle Charguia 2, Rue 8612", "2035", "Tunis", "TN"],
  ],
  [
    ["Plant Greenville", "Woodruff Road 3000", "29607", "Greenville", "US"],
    ["Plant Saltillo", "Blvd. Industrial 2800", "25900", "Ramos Arizpe", "MX"],
    ["Assembly Curitiba", "Rua João Bettega 1500", "81070-000", "Curitiba", "BR"],
  ],
  [
    ["Harness Centre Coventry", "Torrington Avenue 5", "CV4 9AP", "Coventry", "GB"],
    ["Plant Łódź", "ul. Wólczańska 128", "90-521", "Łódź", "PL"],
    ["Assembly Querétaro", "Av. de la Luz 1200", "76120", "Querétaro", "MX"],
  ],
];

/**
 * The three plants of a company (name, street, postal code, city, country), by its key.
 * @param {string} company the company's name
 * @returns {string[][]}
 */
export function locationSetOf(company) {
  const tag = companyKey(company).slice(-8);
  return /** @type {string[][]} */ (LOCATION_SETS[parseInt(tag, 16) % LOCATION_SETS.length]);
}
