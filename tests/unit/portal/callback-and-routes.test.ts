import { describe, expect, it } from "vitest";

import { callbackOutcome } from "@/lib/portal/callback-params";
import { isRetriedByLogin } from "@/lib/portal/identity-errors";
import { portalScreen, userAdminUserPath } from "@/lib/portal/portal-routes";
import { safeReturnPath } from "@/lib/portal/return-path";

describe("the callback's query (spec 001 §2)", () => {
  it.each([
    ["code and state", "code=c&state=s", { kind: "complete" }],
    ["no state", "code=c", { kind: "incomplete", missing: ["state"] }],
    ["no code", "state=s", { kind: "incomplete", missing: ["code"] }],
    ["neither", "", { kind: "incomplete", missing: ["code", "state"] }],
    ["an empty state", "code=c&state=", { kind: "incomplete", missing: ["state"] }],
    [
      "a provider error",
      "error=access_denied&error_description=No%20way&state=s",
      { kind: "error", error: "access_denied", description: "No way" },
    ],
    [
      "an error without description",
      "error=server_error",
      { kind: "error", error: "server_error", description: null },
    ],
  ])("%s", (_, query, outcome) => {
    expect(callbackOutcome(new URLSearchParams(query))).toEqual(outcome);
  });
});

describe("identity errors retried by a new sign-in (spec 001 §8)", () => {
  it.each([
    [{ code: "login_required" }, true],
    [{ code: "consent_required" }, true],
    [{ code: "interaction_required" }, true],
    [{ message: "Authentication or consent required" }, true],
    [{ message: "authentication required" }, true],
    [{ message: "Authorization timed out" }, true],
    [{ message: "Failed to fetch" }, true],
    [{ message: "NetworkError when attempting to fetch resource." }, true],
    [{ message: "Network error" }, true],
    [{ message: "Interaction not allowed" }, true],
    [{ message: "Request requires consent" }, true],
    [{ message: "Cross-origin redirection to another origin denied" }, true],
    [{ message: "Frame window timed out" }, true],
    [{ code: "access_denied", message: "The user refused" }, false],
    [{ message: "No matching state found in storage" }, false],
    [{ code: "invalid_grant" }, false],
    [{}, false],
  ])("%j → %s", (error, retried) => {
    expect(isRetriedByLogin(error)).toBe(retried);
  });
});

describe("portal routes (spec 001 §2)", () => {
  it.each([
    [[], { kind: "dashboard" }],
    [["account"], { kind: "account" }],
    [["logout"], { kind: "logout" }],
    [["tickets", "list"], { kind: "ticketList" }],
    [["tickets", "newticket"], { kind: "newTicket" }],
    [["tickets", "T-1042"], { kind: "ticket", id: "T-1042" }],
    [["inventory"], { kind: "inventory" }],
    [["inventory", "old"], { kind: "inventoryOld" }],
    [["user-admin"], { kind: "userAdmin" }],
    [["user-admin", "u-7"], { kind: "userAdminUser", id: "u-7" }],
    [["user-admin", "U-3f2a9c01-2"], { kind: "userAdminUser", id: "U-3f2a9c01-2" }],
    [["user-admin", "%3Cscript%3E"], null],
    [["user-admin", "u-7", "edit"], null],
    [["wire-flow"], { kind: "wireFlow" }],
    [["wire-flow", "releases"], null],
    [["product-information"], { kind: "productInformation" }],
    [["product-information", "cutter-300"], { kind: "product", slug: "cutter-300" }],
    [["product-information", "orders"], { kind: "partsOrders" }],
    [["product-information", "orders", "new"], { kind: "newPartsOrder" }],
    [
      ["product-information", "orders", "x"],
      { kind: "productContent", productId: "orders", contentId: "x" },
    ],
    [
      ["product-information", "p1", "c2"],
      { kind: "productContent", productId: "p1", contentId: "c2" },
    ],
    [
      ["product-information", "CL-1000", "PIM-BR-001"],
      { kind: "productContent", productId: "CL-1000", contentId: "PIM-BR-001" },
    ],
    [["product-information", "%3Cscript%3E"], null],
    [["product-information", "p1", "<x>"], null],
    [["tickets", "T_1042"], { kind: "ticket", id: "T_1042" }],
    [["tickets", "T-100001", "x"], null],
    [["tickets", "%3Cscript%3E"], null],
    [["tickets", "-x"], null],
    [["apps", "direct-service"], { kind: "service", service: "directService" }],
    [["apps", "learning-hub"], { kind: "service", service: "learningHub" }],
    [["tickets"], null],
    [["inventory", "new"], null],
    [["account", "x"], null],
    [["apps", "unknown"], null],
    [["apps", "constructor"], null],
    [["tickets", "<script>"], null],
    [["unknown"], null],
    [["product-information", "a", "b", "c"], null],
  ])("%j", (segments, screen) => {
    expect(portalScreen(segments)).toEqual(screen);
  });
});

describe("a user's page in user administration", () => {
  it.each([
    ["U-3f2a9c01-2", "user-admin/U-3f2a9c01-2"],
    ["demo-admin", "user-admin/demo-admin"],
    ["a/b?c", "user-admin/a%2Fb%3Fc"],
  ])("%s → %s", (id, path) => {
    expect(userAdminUserPath(id)).toBe(path);
  });
});

describe("a finished sign-in returns to a path of this site only", () => {
  it.each([
    ["/en/mykomax/account", "/en/mykomax/account"],
    ["/de-ch/mykomax?x=1", "/de-ch/mykomax?x=1"],
    ["//evil.example/x", "/en/mykomax"],
    ["/\\evil.example", "/en/mykomax"],
    ["https://evil.example/", "/en/mykomax"],
    ["javascript:alert(1)", "/en/mykomax"],
    ["/en/\nmykomax", "/en/mykomax"],
    ["", "/en/mykomax"],
    [undefined, "/en/mykomax"],
    [42, "/en/mykomax"],
  ])("%j → %s", (value, path) => {
    expect(safeReturnPath(value, "/en/mykomax")).toBe(path);
  });
});
