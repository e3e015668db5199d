import { type APIRequestContext, expect } from "@playwright/test";

import { SERVICES_URL } from "../../../playwright.config";

export interface LeadRecord {
  reference: string;
  kind: string;
  locale: string;
  fields: Record<string, unknown>;
}

/** The lead the stand-in's service desk lists with this company (poll: it is stored on submit). */
export async function leadOfCompany(
  request: APIRequestContext,
  company: string,
): Promise<LeadRecord> {
  let found: LeadRecord | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${SERVICES_URL}/portal/service-desk/leads`);
      const { records } = (await response.json()) as { records: LeadRecord[] };
      found = records.find((record) => record.fields.company === company);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
