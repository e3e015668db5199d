/** The demo accounts of the local identity stand-in (docs/portal-back-end.md). */
export const DEMO_PASSWORD = "mykomax-demo";

/**
 * @typedef {object} DemoAccount
 * @property {string} id subject of the tokens
 * @property {string} email
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} company
 * @property {string} country ISO 3166 alpha-2
 * @property {string} language
 * @property {string[]} roles
 */

/** @type {DemoAccount[]} */
export const DEMO_ACCOUNTS = [
  {
    id: "demo-customer",
    email: "customer@example.com",
    firstName: "Carla",
    lastName: "Kunde",
    company: "Kunde Kabelkonfektion GmbH",
    country: "DE",
    language: "de",
    roles: [
      "kmx_int_serviceticketing_active",
      "kmx_int_assetdb_active",
      "kmx_int_artemis_active",
      "kmx_int_direct_active",
      "kmx_int_mfpwm_active",
      "kmx_int_mfpmds_active",
      "kmx_int_lmsefront_active",
      "kmx_int_productinfo_active",
    ],
  },
  {
    id: "demo-admin",
    email: "admin@example.com",
    firstName: "Adam",
    lastName: "Admin",
    company: "Admin Harness Systems Ltd.",
    country: "GB",
    language: "en",
    roles: [
      "kmx_delegatedadmin_extern",
      "kmx_int_serviceticketing_active",
      "kmx_int_productinfo_active",
      "kmx_int_artemis_active",
      "kmx_artemis_onpremuser",
      "kmx_int_lmsefront_inviteexpired",
    ],
  },
  {
    id: "demo-internal",
    email: "internal@example.com",
    firstName: "Ines",
    lastName: "Intern",
    company: "Ferrion AG",
    country: "CH",
    language: "de",
    roles: [
      "kmx_internal_employee",
      "kmx_delegatedadmin_intern",
      "kmx_int_serviceticketing_active",
      "kmx_int_assetdb_active",
    ],
  },
  {
    id: "demo-new",
    email: "new@example.com",
    firstName: "Noah",
    lastName: "Neu",
    company: "Neu Elektrotechnik AG",
    country: "CH",
    language: "en",
    roles: ["kmx_int_direct_pending", "kmx_int_lmsefront_invited"],
  },
];
