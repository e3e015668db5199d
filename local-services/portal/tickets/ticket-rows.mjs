// The portal's ticket rows as the GraphQL layer reads them, and what is derived from a ticket
// when it is written: its number and the text the free-text filter looks through.

/**
 * @typedef {object} Person
 * @property {string} name
 * @property {string} email
 */

/**
 * @typedef {object} TicketRow
 * @property {string} id
 * @property {string} type
 * @property {string} subject
 * @property {string} description
 * @property {string} status
 * @property {string} concern
 * @property {string} locationId
 * @property {string} machineId
 * @property {string | null} machineName
 * @property {string | null} serialNumber
 * @property {Person} contact
 * @property {string} createdOn
 * @property {string} updatedOn
 * @property {number} replies
 */

/** @param {number} seq */
export function ticketIdOf(seq) {
  return `T-${seq}`;
}

/**
 * What the free-text filter looks through, lower-cased once when the ticket is written.
 * @param {{ id: string, subject: string, description: string, machineName?: string | null,
 *   serialNumber?: string | null }} ticket
 * @param {{ name: string, model: string, serial_number: string }} machine
 */
export function searchTextOf(ticket, machine) {
  return [
    ticket.id,
    ticket.subject,
    ticket.description,
    ticket.machineName ?? "",
    ticket.serialNumber ?? "",
    machine.name,
    machine.model,
    machine.serial_number,
  ]
    .join("\n")
    .toLowerCase();
}

/** @param {any} row @returns {TicketRow} */
export function ticketOf(row) {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    description: row.description,
    status: row.status,
    concern: row.concern,
    locationId: row.location_id,
    machineId: row.machine_id,
    machineName: row.machine_name,
    serialNumber: row.serial_number,
    contact: { name: row.contact_name, email: row.contact_email },
    createdOn: row.created_on,
    updatedOn: row.updated_on,
    replies: row.replies,
  };
}

/** @param {any} row */
export function locationOf(row) {
  return {
    id: row.id,
    name: row.name,
    address: {
      street: row.street,
      postalCode: row.postal_code,
      city: row.city,
      country: row.country,
    },
  };
}

/** @param {any} row */
export function machineOf(row) {
  return {
    id: row.id,
    locationId: row.location_id,
    model: row.model,
    serialNumber: row.serial_number,
    name: row.name,
    plant: row.plant,
    organization: row.organization,
    yearOfManufacture: row.year_of_manufacture ?? null,
    softwareVersion: row.software_version ?? null,
    warrantyEnd: row.warranty_end ?? null,
    productId: row.product_id ?? null,
  };
}

/** @param {any} row */
export function attachmentOf(row) {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    kind: row.kind,
    size: row.size,
    uploadedAt: row.uploaded_at,
    file: row.file,
  };
}
