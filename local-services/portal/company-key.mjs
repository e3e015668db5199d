import { createHash } from "node:crypto";

/**
 * The stable key of a company, from the account's company name: readable, and unique because
 * of the hash of the exact (trimmed, case-folded) name.
 * @param {string} company
 */
export function companyKey(company) {
  const name = company.trim().toLowerCase();
  const slug = name
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 8);
  return `${slug || "company"}-${hash}`;
}
