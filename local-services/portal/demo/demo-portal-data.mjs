import fs from "node:fs";
import path from "node:path";
import {
  TICKET_CONCERNS,
  TICKET_TYPES,
  CLOSURE_REASONS,
} from "../../../contracts/portal/tickets/ticket-input-rules.mjs";
import { companyKey } from "../company-key.mjs";
import { seedOrganizationNamesOf } from "../user-admin/company-organizations.mjs";
import { demoImages } from "./demo-images.mjs";
import { ticketColleaguesOf } from "./demo-colleagues.mjs";
import { locationSetOf } from "./demo-locations.mjs";
import { demoMachinesOf } from "./demo-machines.mjs";
import {
  CLOSING_LINE,
  CLOSURE_COMMENTS,
  CONVERSATIONS,
  SERVICE_DESK,
  TICKET_TEXTS,
} from "./demo-ticket-texts.mjs";
import { statusRank } from "../tickets/ticket-list-query.mjs";
import { searchTextOf, ticketIdOf } from "../tickets/ticket-rows.mjs";

/**
 * The demo data of one company (README of this folder): 3 locations with 2–4 machines each and
 * tickets in every status, type, concern and location, spread over the 18 months before a fixed
 * date, with contacts, conversations, status histories, closure requests and pictures.
 * Deterministic: pure arithmetic over the ticket's position, so two stores seeded apart hold
 * the same data (only the ticket numbers follow the store's sequence).
 */
export const DEMO_REFERENCE_DATE = "2026-11-16T08:00:00.000Z";
export const DEMO_TICKETS_PER_COMPANY = 48;
const SPAN_DAYS = 540;
const HOUR_MS = 3_600_000;

const OPEN_CYCLE = [
  "NEW",
  "IN_PROGRESS",
  "WAITING_FOR_CUSTOMER",
  "CLOSURE_REQUESTED",
  "IN_PROGRESS",
  "NEW",
];

/**
 * The inventory's details of a demo machine: the model's year of build, a software release of
 * that time, and a warranty of three years that ends in a month of its own (so some have ended).
 * @param {number} year @param {number} machineNumber
 */
function machineDetailsOf(year, machineNumber) {
  const month = String(((machineNumber * 5) % 12) + 1).padStart(2, "0");
  return {
    year_of_manufacture: year,
    software_version: `${year - 2014}.${machineNumber % 4}.${(machineNumber * 3) % 10}`,
    warranty_end: `${year + 3}-${month}-28`,
  };
}

/**
 * The organization of the company's n-th demo machine (0-based): one of the company's user
 * administration organizations, two machines in three in the first (where the demo accounts
 * hold their access, so their inventory stays rich), the rest taking turns in the other two.
 * @param {string[]} organizations the company's organization names, first first
 * @param {number} index
 * @returns {string}
 */
export function machineOrganizationOf(organizations, index) {
  const others = organizations.slice(1);
  const name =
    index % 3 < 2 || others.length === 0
      ? organizations[0]
      : others[Math.floor(index / 3) % others.length];
  return /** @type {string} */ (name);
}

/**
 * @typedef {object} SeedPerson
 * @property {string} name
 * @property {string} email
 */

/**
 * The fields of a seeded machine the tickets use.
 * @typedef {{ id: string, location_id: string, name: string, model: string, serial_number: string }} DemoMachine
 */

/** @param {string} key the company key; its hash part makes the company's ids unique */
function idTag(key) {
  return key.slice(-8);
}

/** @param {number} index oldest first @param {number} count @returns {string} */
function statusOf(index, count) {
  const fromNewest = count - 1 - index;
  if (fromNewest < 18) return /** @type {string} */ (OPEN_CYCLE[fromNewest % OPEN_CYCLE.length]);
  if (index % 9 === 4) return "WAITING_FOR_CUSTOMER";
  if (index % 13 === 6) return "IN_PROGRESS";
  return "CLOSED";
}

/** The PNG files the demo attachments point to, written under filesDir/demo when missing. */
export function ensureDemoFiles(/** @type {string} */ filesDir) {
  const dir = path.join(filesDir, "demo");
  fs.mkdirSync(dir, { recursive: true });
  return demoImages().map(({ fileName, bytes }) => {
    const file = path.join(dir, fileName);
    if (!fs.existsSync(file)) fs.writeFileSync(file, bytes);
    return { fileName, size: bytes.length, file: `demo/${fileName}` };
  });
}

/**
 * Seeds one company (once: a company already in portal_companies is left as it is).
 * @param {import('../tickets/ticket-repository.mjs').TicketRepository} repo
 * @param {object} options
 * @param {string} options.company the accounts' company name
 * @param {SeedPerson[]} options.people the company's own accounts; the first is the main contact
 * @param {string} options.filesDir where attachment files live (<dataDir>/portal-files)
 * @param {number} [options.tickets]
 * @param {boolean} [options.lean] fewer comments and no pictures (the 10,000-ticket company)
 * @returns {{ seeded: boolean, tickets: number }}
 */
export function seedCompany(repo, { company, people, filesDir, tickets, lean = false }) {
  const key = companyKey(company);
  const count = tickets ?? DEMO_TICKETS_PER_COMPANY;
  const images = lean ? [] : ensureDemoFiles(filesDir);
  const s = repo.statements;
  return repo.write(() => {
    if (repo.hasCompany(key)) return { seeded: false, tickets: 0 };
    repo.addCompany(key, company, new Date().toISOString());
    const tag = idTag(key);
    // The company's accounts and its colleagues who write tickets (user administration's too).
    const contacts = [
      ...people,
      ...ticketColleaguesOf(company).map(({ name, email }) => ({ name, email })),
    ];
    // The indexes below all stay within their (non-empty) lists: each is taken modulo the
    // list's length or counts over a list of the same length.
    const locationSet = locationSetOf(company);
    const organizations = seedOrganizationNamesOf(company);

    /** @type {DemoMachine[][]} */
    const machinesByLocation = locationSet.map(([name, street, postalCode, city, country], l) => {
      s.insertLocation.run({
        id: `L-${tag}-${l + 1}`,
        company_key: key,
        name,
        street,
        postal_code: postalCode,
        city,
        country,
      });
      return [];
    });
    for (const spec of demoMachinesOf(tag)) {
      const location = /** @type {string[]} */ (locationSet[spec.locationIndex]);
      const atLocation = /** @type {DemoMachine[]} */ (machinesByLocation[spec.locationIndex]);
      const machine = {
        id: spec.id,
        company_key: key,
        location_id: `L-${tag}-${spec.locationIndex + 1}`,
        model: spec.model,
        product_id: spec.productId,
        serial_number: spec.serialNumber,
        name: spec.name,
        // Two machines a hall, so a plant filter finds more than one machine.
        plant: `${location[0]} · Hall ${Math.floor(atLocation.length / 2) + 1}`,
        organization: machineOrganizationOf(organizations, spec.number - 1),
        ...machineDetailsOf(spec.year, spec.number),
      };
      s.insertMachine.run(machine);
      atLocation.push(machine);
    }

    const reference = Date.parse(DEMO_REFERENCE_DATE);
    let seq = repo.nextSeq();
    for (let i = 0; i < count; i += 1, seq += 1) {
      const id = ticketIdOf(seq);
      const ageDays = count > 1 ? (SPAN_DAYS * (count - 1 - i)) / (count - 1) : 0;
      const created = reference - Math.round(ageDays * 24 * 60) * 60_000 - ((i * 7) % 10) * HOUR_MS;
      const locationIndex = i % 3;
      const machines = /** @type {DemoMachine[]} */ (machinesByLocation[locationIndex]);
      const machine = /** @type {DemoMachine} */ (machines[Math.floor(i / 3) % machines.length]);
      const type = /** @type {(typeof TICKET_TYPES)[number]} */ (
        TICKET_TYPES[i % TICKET_TYPES.length]
      );
      const texts = /** @type {[string, string][]} */ (TICKET_TEXTS[type]);
      const [subject, description] = /** @type {[string, string]} */ (
        texts[Math.floor(i / TICKET_TYPES.length) % texts.length]
      );
      const status = statusOf(i, count);
      const concern =
        status === "NEW" ? "NOT_ASSESSED" : TICKET_CONCERNS[(i * 3 + 1) % TICKET_CONCERNS.length];
      const contact = /** @type {SeedPerson} */ (
        contacts[i % 4 === 1 ? 1 + (i % (contacts.length - 1)) : 0] ?? contacts[0]
      );
      const desk = /** @type {SeedPerson} */ (SERVICE_DESK[i % SERVICE_DESK.length]);
      const withMachineData = i % 2 === 0;

      /** @type {{ at: number, author: SeedPerson, desk: boolean, text: string }[]} */
      const comments = [];
      /** @type {{ status: string, at: number }[]} */
      const history = [{ status: "NEW", at: created }];
      let at = created;
      const step = (/** @type {number} */ hours) => (at += hours * HOUR_MS);
      const say = (/** @type {SeedPerson} */ author, isDesk = false, text = "") =>
        comments.push({ at, author, desk: isDesk, text });
      const moveTo = (/** @type {string} */ next) => history.push({ status: next, at });

      const lines = /** @type {import('./demo-ticket-texts.mjs').Conversation} */ (
        CONVERSATIONS[type]
      );
      const reason = /** @type {string} */ (CLOSURE_REASONS[i % CLOSURE_REASONS.length]);
      // What the customer says on asking to close: the type's confirmation when the desk's work
      // settled it, the type's own line when the customer did, the reason's line otherwise;
      // nothing for OTHER.
      const closingWords =
        reason === "SOLVED"
          ? lines.confirm
          : reason === "SOLVED_BY_CUSTOMER"
            ? lines.solvedByUs
            : (CLOSURE_COMMENTS[reason] ?? null);

      if (status === "NEW") {
        if (i % 2 === 1 && !lean) {
          step(1);
          say(contact, false, lines.addendum);
        }
      } else {
        step(2 + (i % 5));
        say(desk, true, lines.acknowledge);
        moveTo("IN_PROGRESS");
        if (status === "WAITING_FOR_CUSTOMER") {
          step(20);
          say(desk, true, lines.question);
          moveTo("WAITING_FOR_CUSTOMER");
        } else if (status === "IN_PROGRESS" && !lean) {
          step(6);
          say(contact, false, lines.waiting);
        } else if (status === "CLOSURE_REQUESTED" || status === "CLOSED") {
          if (i % 3 === 0 && !lean) {
            step(18);
            say(desk, true, lines.question);
            moveTo("WAITING_FOR_CUSTOMER");
            step(5);
            say(contact, false, lines.answer);
            moveTo("IN_PROGRESS");
          }
          step(30);
          // Only the desk's own work ends in its report; a customer who solved it, no longer
          // needs it or reported it twice asks to close without one.
          if (reason === "SOLVED" || reason === "OTHER") say(desk, true, lines.proposal);
          step(4);
          moveTo("CLOSURE_REQUESTED");
          // An open closure request carries the customer's words in the request itself; the
          // conversation shows them once the desk has closed the ticket.
          if (status === "CLOSED") {
            if (closingWords) say(contact, false, closingWords);
            step(26);
            if (!lean) say(desk, true, CLOSING_LINE);
            moveTo("CLOSED");
          }
        }
      }
      const closureAt = history.find((change) => change.status === "CLOSURE_REQUESTED")?.at;
      const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();
      const ticketFields = {
        id,
        subject,
        description,
        machineName: withMachineData ? machine.name : null,
        serialNumber: withMachineData ? machine.serial_number : null,
      };
      const searchText = searchTextOf(ticketFields, machine);
      s.insertTicket.run({
        id,
        seq,
        company_key: key,
        type,
        subject,
        description,
        status,
        status_rank: statusRank(status),
        concern,
        location_id: machine.location_id,
        machine_id: machine.id,
        machine_name: ticketFields.machineName,
        serial_number: ticketFields.serialNumber,
        contact_name: contact.name,
        contact_email: contact.email,
        created_on: iso(created),
        updated_on: iso(at),
        replies: comments.length,
        search_text: searchText,
      });
      s.insertSearch.run(seq, searchText);
      history.forEach((change) =>
        s.insertStatus.run({ ticket_id: id, status: change.status, at: iso(change.at) }),
      );
      comments.forEach((comment, n) => {
        const commentId = `C-${seq}-${n + 1}`;
        s.insertComment.run({
          id: commentId,
          ticket_id: id,
          author_name: comment.author.name,
          author_email: comment.author.email,
          from_service_desk: comment.desk ? 1 : 0,
          text: comment.text,
          created_at: iso(comment.at),
        });
        if (images.length > 0 && !comment.desk && i % 7 === 2) {
          const image = /** @type {(typeof images)[number]} */ (images[(i + n) % images.length]);
          s.insertAttachment.run({
            id: `A-${seq}-c${n + 1}`,
            ticket_id: id,
            comment_id: commentId,
            file_name: `photo-${seq}-${n + 1}.png`,
            content_type: "image/png",
            kind: "IMAGE",
            size: image.size,
            uploaded_at: iso(comment.at),
            file: image.file,
          });
        }
      });
      if (images.length > 0 && i % 5 === 1) {
        const image = /** @type {(typeof images)[number]} */ (images[i % images.length]);
        s.insertAttachment.run({
          id: `A-${seq}-1`,
          ticket_id: id,
          comment_id: null,
          file_name: image.fileName,
          content_type: "image/png",
          kind: "IMAGE",
          size: image.size,
          uploaded_at: iso(created),
          file: image.file,
        });
      }
      if (closureAt !== undefined) {
        s.insertClosure.run({
          ticket_id: id,
          reason,
          comment: i % 2 === 0 || reason !== "SOLVED" ? closingWords : null,
          requested_at: iso(closureAt),
          requested_by_name: contact.name,
          requested_by_email: contact.email,
        });
      }
    }
    return { seeded: true, tickets: count };
  });
}
