/** What an organization choice needs of an organization. */
export interface OrganizationChoice {
  id: string;
  company: string;
  name: string;
  orgId: string;
  city: string;
}

interface OrganizationGroup<T extends OrganizationChoice> {
  company: string;
  organizations: T[];
}

/** Lower-case, without accents: "Łódź" is found by "lodz". */
function folded(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLowerCase();
}

/**
 * The organizations to offer, by company in the back end's order: those whose company, name, org
 * id or city hold every word of the search. The chosen one stays offered whatever the search,
 * so the select never shows a choice it does not list.
 */
export function organizationGroups<T extends OrganizationChoice>(
  organizations: readonly T[],
  search: string,
  chosenId: string | null,
): OrganizationGroup<T>[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const groups: OrganizationGroup<T>[] = [];
  for (const organization of organizations) {
    const haystack = folded(
      [organization.company, organization.name, organization.orgId, organization.city].join(" "),
    );
    const matches = words.every((word) => haystack.includes(word));
    if (!matches && organization.id !== chosenId) continue;
    const last = groups.at(-1);
    if (last?.company === organization.company) last.organizations.push(organization);
    else groups.push({ company: organization.company, organizations: [organization] });
  }
  return groups;
}

/** "Prototyping (ORG-3F2A9C01-2, Łódź)": names repeat across a company's organizations. */
export function organizationLabel(organization: OrganizationChoice): string {
  return `${organization.name} (${organization.orgId}, ${organization.city})`;
}
