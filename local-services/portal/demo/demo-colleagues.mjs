import { companyKey } from "../company-key.mjs";
import { locationSetOf } from "./demo-locations.mjs";

/**
 * The people who work at each demo plant (three a plant, named as people of its country are).
 * A company's colleagues are taken from its own three plants, so no two demo companies share a
 * colleague, and Ferrion AG, the machine maker, has its own staff (Dierikon, Porto, Suzhou).
 * @type {Record<string, [string, string][]>}
 */
const PLANT_STAFF = {
  "Werk Graz": [
    ["Florian", "Pichler"],
    ["Katharina", "Gruber"],
    ["Stefan", "Hofer"],
  ],
  "Plant Győr": [
    ["Eszter", "Kovács"],
    ["Bence", "Szabó"],
    ["Réka", "Tóth"],
  ],
  "Assembly Tangier": [
    ["Youssef", "El Amrani"],
    ["Salma", "Benali"],
    ["Karim", "Tazi"],
  ],
  "Plant Stuttgart": [
    ["Tobias", "Weber"],
    ["Miriam", "Schäfer"],
    ["Jannik", "Krüger"],
  ],
  "Plant Brno": [
    ["Tereza", "Svobodová"],
    ["Ondřej", "Procházka"],
    ["Lucie", "Horáková"],
  ],
  "Assembly Timișoara": [
    ["Andrei", "Popescu"],
    ["Ioana", "Dumitru"],
    ["Mihai", "Stanciu"],
  ],
  "Werk Nürnberg": [
    ["Sabine", "Wolf"],
    ["Markus", "Zimmermann"],
    ["Julia", "Braun"],
  ],
  "Plant Plzeň": [
    ["Jakub", "Černý"],
    ["Petra", "Veselá"],
    ["Tomáš", "Kučera"],
  ],
  "Assembly Kaunas": [
    ["Rūta", "Kazlauskienė"],
    ["Mantas", "Petrauskas"],
    ["Eglė", "Jankauskaitė"],
  ],
  "Werk Dierikon": [
    ["Reto", "Zgraggen"],
    ["Martina", "Bürgi"],
    ["Urs", "Achermann"],
  ],
  "Plant Porto": [
    ["Inês", "Carvalho"],
    ["Rui", "Fernandes"],
    ["Beatriz", "Sousa"],
  ],
  "Assembly Suzhou": [
    ["Lei", "Wang"],
    ["Jing", "Chen"],
    ["Min", "Zhou"],
  ],
  "Plant Eindhoven": [
    ["Sanne", "de Vries"],
    ["Thijs", "Bakker"],
    ["Femke", "Jansen"],
  ],
  "Plant Katowice": [
    ["Agnieszka", "Nowak"],
    ["Paweł", "Wójcik"],
    ["Magdalena", "Kamińska"],
  ],
  "Assembly Pune": [
    ["Priya", "Kulkarni"],
    ["Rahul", "Deshpande"],
    ["Sneha", "Joshi"],
  ],
  "Plant Lyon": [
    ["Camille", "Girard"],
    ["Julien", "Morel"],
    ["Claire", "Fontaine"],
  ],
  "Plant Valencia": [
    ["Lucía", "Navarro"],
    ["Javier", "Ortega"],
    ["Marta", "Soler"],
  ],
  "Assembly Tunis": [
    ["Amine", "Trabelsi"],
    ["Nour", "Ben Salah"],
    ["Sami", "Gharbi"],
  ],
  "Plant Greenville": [
    ["Emily", "Carter"],
    ["Jason", "Brooks"],
    ["Megan", "Hayes"],
  ],
  "Plant Saltillo": [
    ["Alejandro", "Garza"],
    ["Daniela", "Treviño"],
    ["Luis", "Villarreal"],
  ],
  "Assembly Curitiba": [
    ["Camila", "Ribeiro"],
    ["Thiago", "Almeida"],
    ["Larissa", "Costa"],
  ],
  "Harness Centre Coventry": [
    ["Oliver", "Bennett"],
    ["Charlotte", "Hughes"],
    ["Harry", "Patel"],
  ],
  "Plant Łódź": [
    ["Katarzyna", "Zielińska"],
    ["Michał", "Lewandowski"],
    ["Zofia", "Wróblewska"],
  ],
  "Assembly Querétaro": [
    ["Fernanda", "Ríos"],
    ["Diego", "Hernández"],
    ["Valeria", "Domínguez"],
  ],
};

/**
 * The five colleagues of a company, by what user administration shows of them (the access
 * records are user-admin-seed.mjs's): `invited` (an invitation pending), `inviteExpired`,
 * `pending` (asked for access), `unknown` (an access of unknown state; service tickets active)
 * and `outsider` (only in the company's third organization, which the external administrator
 * is no member of). Which plant each works at: [plant index, place among its staff].
 * @type {[ColleagueRole, number, number][]}
 */
const ROLES = [
  ["invited", 0, 0],
  ["inviteExpired", 1, 0],
  ["pending", 0, 1],
  ["unknown", 2, 0],
  ["outsider", 2, 1],
];

/** @typedef {"invited" | "inviteExpired" | "pending" | "unknown" | "outsider"} ColleagueRole */

/**
 * @typedef {object} DemoColleague
 * @property {ColleagueRole} role
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} name first and last name
 * @property {string} email `<first>.<last>@<company>.example.com`, ASCII, lower case
 * @property {string} plant the plant (location name) the colleague works at
 */

/** An e-mail address in ASCII: accents dropped, spaces and other signs left out. @param {string} email */
export function asciiEmail(email) {
  return email
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9.@+-]/g, "");
}

/**
 * The domain of a company's colleagues' e-mails: one of the company's own, so colleagues of two
 * companies never share an e-mail. @param {string} company
 */
export function colleagueDomainOf(company) {
  return `${companyKey(company).slice(0, -9) || "company"}.example.com`;
}

/**
 * A company's five colleagues (deterministic from its key): each works at one of the company's
 * plants and is one of that plant's staff, which of the three the key's hash picks.
 * @param {string} company the company's name
 * @returns {DemoColleague[]}
 */
export function demoColleaguesOf(company) {
  const tag = companyKey(company).slice(-8);
  // Bits above the ones that pick the plants (mod 8), so companies with the same plants differ.
  const turn = Math.floor(parseInt(tag, 16) / 8) % 3;
  const plants = locationSetOf(company).map(([name]) => /** @type {string} */ (name));
  const domain = colleagueDomainOf(company);
  return ROLES.map(([role, plantIndex, place]) => {
    const plant = /** @type {string} */ (plants[plantIndex]);
    const staff = /** @type {[string, string][]} */ (PLANT_STAFF[plant]);
    const [firstName, lastName] = /** @type {[string, string]} */ (
      staff[(turn + place) % staff.length]
    );
    return {
      role,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email: asciiEmail(`${firstName}.${lastName}@${domain}`),
      plant,
    };
  });
}

/**
 * A company's colleague of a role (for tests and the seeds).
 * @param {string} company @param {ColleagueRole} role @returns {DemoColleague}
 */
export function demoColleagueOf(company, role) {
  return /** @type {DemoColleague} */ (
    demoColleaguesOf(company).find((colleague) => colleague.role === role)
  );
}

/**
 * The colleagues who write service tickets (those whose service tickets access is or was
 * active), the ticket contacts besides the company's own accounts.
 * @param {string} company
 */
export function ticketColleaguesOf(company) {
  return demoColleaguesOf(company).filter(({ role }) =>
    ["inviteExpired", "unknown", "outsider"].includes(role),
  );
}
