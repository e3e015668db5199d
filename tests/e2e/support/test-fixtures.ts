import { expect, type APIRequestContext } from "@playwright/test";

import { SERVICES_URL } from "../../../playwright.config";

export interface OwnAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The account's company: a new one of its own with `ownCompany`. */
  company: string;
}

/**
 * An identity account of the journey's own, like one of the demo accounts (same names, company
 * and roles) but with a unique e-mail: a journey that changes an account changes only this one.
 * With `ownCompany` it belongs to a new company of its own, seeded with the demo locations,
 * machines and tickets, so a journey that writes tickets disturbs nobody. Made by the stand-ins'
 * test-only door (local-services/test-fixtures/service.mjs).
 */
export async function createOwnAccount(
  request: APIRequestContext,
  like: string,
  servicesUrl = SERVICES_URL,
  { ownCompany = false }: { ownCompany?: boolean } = {},
): Promise<OwnAccount> {
  const response = await request.post(`${servicesUrl}/test-fixtures/accounts`, {
    data: ownCompany ? { like, ownCompany } : { like },
  });
  expect(response.status(), `creating an account like ${like}`).toBe(201);
  return (await response.json()) as OwnAccount;
}
