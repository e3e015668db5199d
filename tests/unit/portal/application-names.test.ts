import { describe, expect, it } from "vitest";

import { applicationName, withApplicationNames } from "@/lib/portal/user-admin/application-names";

// The German names of Portal.service: what the page's translator gives.
const GERMAN: Record<string, string> = {
  serviceTickets: "Service-Tickets",
  productInformation: "Produktinformationen",
};
const serviceName = (service: string) => GERMAN[service] ?? `Portal.service.${service}`;

describe("an application goes by the portal's name for it, in the page's language", () => {
  it.each([
    [{ id: "serviceTickets", name: "Service tickets" }, "Service-Tickets"],
    [{ id: "productInformation", name: "Product information" }, "Produktinformationen"],
    // An application the portal does not know keeps the back end's name.
    [{ id: "crimpLab", name: "Crimp lab" }, "Crimp lab"],
  ])("%j is %s", (application, name) => {
    expect(applicationName(application, serviceName)).toBe(name);
  });

  it("names the lists' choices and every user's access, keeping everything else", () => {
    const access = (id: string, name: string) => ({
      application: { id, name },
      status: "active",
    });
    const user = { id: "u1", access: [access("serviceTickets", "Service tickets")] };
    const data = {
      isInternal: false,
      applications: [
        { id: "productInformation", name: "Product information" },
        { id: "crimpLab", name: "Crimp lab" },
      ],
      users: { totalCount: 1, items: [user] },
    };
    expect(withApplicationNames(data, serviceName)).toEqual({
      isInternal: false,
      applications: [
        { id: "productInformation", name: "Produktinformationen" },
        { id: "crimpLab", name: "Crimp lab" },
      ],
      users: {
        totalCount: 1,
        items: [{ id: "u1", access: [access("serviceTickets", "Service-Tickets")] }],
      },
    });
    expect(withApplicationNames({ applications: [], user }, serviceName).user).toEqual({
      id: "u1",
      access: [access("serviceTickets", "Service-Tickets")],
    });
    expect(withApplicationNames({ applications: [], user: null }, serviceName).user).toBeNull();
  });
});
