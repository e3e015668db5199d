/** A machine of the company, a row of the inventory: the columns of the screen and the CSV file. */
export interface InventoryMachine {
  id: string;
  model: string;
  serialNumber: string;
  name: string;
  plant: string;
  organization: string;
  /** Older records may lack the details: null is "not known". */
  yearOfManufacture: number | null;
  softwareVersion: string | null;
  /** YYYY-MM-DD. */
  warrantyEnd: string | null;
  openTickets: number;
  location: { id: string; name: string };
}

/** A page of the inventory with the choices of its filters (over all pages). */
export interface InventoryPage {
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  plants: readonly string[];
  organizations: readonly string[];
  items: readonly InventoryMachine[];
}
