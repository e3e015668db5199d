import { companyKey } from "../company-key.mjs";

/**
 * name, sub region, country, city: per company one of these sets of three, by its key.
 * @type {[string, string, string, string][][]}
 */
const ORGANIZATION_SETS = [
  [
    ["Cable assembly", "Central Europe", "DE", "Stuttgart"],
    ["Harness production", "Central Europe", "CZ", "Brno"],
    ["Service centre", "Eastern Europe", "RO", "Timișoara"],
  ],
  [
    ["Harness production", "Northern Europe", "GB", "Coventry"],
    ["Prototyping", "Central Europe", "PL", "Łódź"],
    ["Test laboratory", "Central Europe", "SK", "Košice"],
  ],
  [
    ["Cable assembly", "Central Europe", "CH", "Dierikon"],
    ["Prototyping", "Southern Europe", "PT", "Porto"],
    ["Spare parts", "Central Europe", "AT", "Linz"],
  ],
];

/**
 * The three organizations a company is seeded with (user administration and the demo
 * machines both name them, so a machine's organization is one of its company's), picked by
 * the company key's hash part.
 * @param {string} company the company's name
 * @returns {{ name: string, subRegion: string, country: string, city: string }[]}
 */
export function seedOrganizationsOf(company) {
  const tag = companyKey(company).slice(-8);
  return (ORGANIZATION_SETS[parseInt(tag, 16) % ORGANIZATION_SETS.length] ?? []).map(
    ([name, subRegion, country, city]) => ({ name, subRegion, country, city }),
  );
}

/** The names of a company's seeded organizations, first organization first. @param {string} company */
export function seedOrganizationNamesOf(company) {
  return seedOrganizationsOf(company).map((organization) => organization.name);
}
