import { describe, expect, it } from "vitest";

import type { ServiceUrls } from "@/lib/config/service-urls";
import { SERVICE_IDS, SERVICE_STATUSES } from "@/lib/portal/service-status";
import { serviceTarget } from "@/lib/portal/service-targets";

const URLS: ServiceUrls = {
  wireMaster: "https://wm.example/",
  masterData: "https://mds.example/",
  learningHub: "https://learn.example/",
  directService: "https://direct.example/",
  directServiceRegistration: "https://direct.example/register",
  wireFlowCloud: "https://wireflow.example/",
};
const UNSET: ServiceUrls = {
  wireMaster: null,
  masterData: null,
  learningHub: null,
  directService: null,
  directServiceRegistration: null,
  wireFlowCloud: null,
};

describe("where a dashboard tile leads", () => {
  it.each([
    ["wireMaster", "active", URLS, { kind: "external", url: "https://wm.example/" }],
    ["masterData", "active", URLS, { kind: "external", url: "https://mds.example/" }],
    ["learningHub", "active", URLS, { kind: "external", url: "https://learn.example/" }],
    ["directService", "active", URLS, { kind: "external", url: "https://direct.example/" }],
    [
      "directService",
      "unregistered",
      URLS,
      { kind: "external", url: "https://direct.example/register" },
    ],
    ["directService", "pending", URLS, { kind: "portal", below: "apps/direct-service" }],
    ["directService", "declined", URLS, { kind: "portal", below: "apps/direct-service" }],
    ["wireMaster", "unregistered", URLS, { kind: "portal", below: "apps/wire-master" }],
    ["learningHub", "invited", URLS, { kind: "portal", below: "apps/learning-hub" }],
    ["masterData", "inactive", URLS, { kind: "portal", below: "apps/master-data" }],
    ["wireMaster", "unknown", URLS, { kind: "portal", below: "apps/wire-master" }],
    ["wireMaster", "active", UNSET, { kind: "portal", below: "apps/wire-master" }],
    ["directService", "unregistered", UNSET, { kind: "portal", below: "apps/direct-service" }],
    // Portal screens stay in the portal whatever is configured; wire-flow's page picks its kind.
    ["wireFlow", "active", URLS, { kind: "portal", below: "wire-flow" }],
    ["serviceTickets", "active", URLS, { kind: "portal", below: "tickets/list" }],
    ["inventory", "active", URLS, { kind: "portal", below: "inventory" }],
    ["userAdmin", "active", URLS, { kind: "portal", below: "user-admin" }],
    ["productInformation", "active", URLS, { kind: "portal", below: "product-information" }],
  ] as const)("%s, %s → %j", (service, status, urls, expected) => {
    expect(serviceTarget(service, status, urls)).toEqual(expected);
  });

  it("never leaves the portal for a status other than active, except the direct service's registration", () => {
    for (const service of SERVICE_IDS) {
      for (const status of SERVICE_STATUSES) {
        const target = serviceTarget(service, status, URLS);
        const mayLeave =
          (status === "active" &&
            ["wireMaster", "masterData", "learningHub", "directService"].includes(service)) ||
          (service === "directService" && status === "unregistered");
        expect(target.kind, `${service} ${status}`).toBe(mayLeave ? "external" : "portal");
      }
    }
  });
});
