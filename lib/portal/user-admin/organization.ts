/** An organization (a company's site) a user can have access in. */
export interface Organization {
  id: string;
  company: string;
  name: string;
  /** The organization's number, shown beside its name: names repeat within a company. */
  orgId: string;
  subRegion: string;
  /** ISO 3166 region code; the screen shows the country's name. */
  country: string;
  city: string;
  members: number;
}
