import { describe, expect, it } from "vitest";
import { DRAFT_TOKEN_ERROR } from "../../../local-services/content/request-context.mjs";
import { DRAFT_HEADERS, TEST_TOKEN, createTestContent } from "./helpers";

const aboutTitle = `query ($stage: Stage) { contentPage(where: { id: "page-about" }, stage: $stage) { stage title } }`;

describe("stage selection", () => {
  it.each([
    ["PUBLISHED by default", undefined, {}, { stage: "PUBLISHED", title: "About us" }],
    ["DRAFT by argument", "DRAFT", DRAFT_HEADERS, { stage: "DRAFT", title: "About Ferrion" }],
    [
      "DRAFT by gcms-stage header",
      undefined,
      { ...DRAFT_HEADERS, "gcms-stage": "DRAFT" },
      { stage: "DRAFT", title: "About Ferrion" },
    ],
    [
      "argument wins over header",
      "PUBLISHED",
      { ...DRAFT_HEADERS, "gcms-stage": "DRAFT" },
      { stage: "PUBLISHED", title: "About us" },
    ],
    [
      "PUBLISHED accepts a token",
      "PUBLISHED",
      DRAFT_HEADERS,
      { stage: "PUBLISHED", title: "About us" },
    ],
    [
      "PUBLISHED ignores a wrong token",
      "PUBLISHED",
      { authorization: "Bearer nope" },
      { stage: "PUBLISHED", title: "About us" },
    ],
  ])("%s", async (_name, stage, headers, expected) => {
    const content = createTestContent();
    const result = await content.data(aboutTitle, { variables: { stage }, headers });
    expect(result.contentPage).toEqual(expected);
  });

  it("keeps unpublished documents out of PUBLISHED", async () => {
    const content = createTestContent();
    const query = `query ($stage: Stage) { contentPages(stage: $stage) { id } }`;
    const published = await content.data(query);
    const draft = await content.data(query, {
      variables: { stage: "DRAFT" },
      headers: DRAFT_HEADERS,
    });
    expect(published.contentPages).toEqual([
      { id: "page-about" },
      { id: "page-home" },
      { id: "page-medical" },
    ]);
    expect(draft.contentPages).toEqual([
      { id: "page-about" },
      { id: "page-graduates" },
      { id: "page-home" },
      { id: "page-medical" },
    ]);
  });

  it("rejects an unknown gcms-stage header", async () => {
    const content = createTestContent();
    const { body } = await content.query("{ contentPages { id } }", {
      headers: { "gcms-stage": "LIVE" },
    });
    expect(body.errors?.[0]?.message).toBe('gcms-stage header: unknown stage "LIVE"');
  });
});

describe("DRAFT needs the content token", () => {
  it.each([
    ["no token", {}],
    ["wrong token", { authorization: "Bearer wrong" }],
    ["not a bearer token", { authorization: TEST_TOKEN }],
    ["header stage without token", { "gcms-stage": "DRAFT" }],
  ])("%s: refused with 401", async (_name, headers) => {
    const content = createTestContent();
    const stageArg = "gcms-stage" in headers ? "" : ", stage: DRAFT";
    const { status, body } = await content.query(`{ contentPages(first: 1${stageArg}) { id } }`, {
      headers,
    });
    expect(status).toBe(401);
    expect(body.errors?.map((e) => e.message)).toEqual([DRAFT_TOKEN_ERROR]);
    expect(body.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED" });
  });

  it("refuses DRAFT reached through documentInStages", async () => {
    const content = createTestContent();
    const { body } = await content.query(
      '{ contentPage(where: { id: "page-about" }) { documentInStages(stages: [DRAFT]) { id } } }',
    );
    expect(body.errors?.[0]?.message).toBe(DRAFT_TOKEN_ERROR);
  });
});

describe("documentInStages", () => {
  const query = `query ($id: ID!, $stage: Stage, $stages: [Stage!]!, $current: Boolean) {
    contentPage(where: { id: $id }, stage: $stage) {
      documentInStages(stages: $stages, includeCurrent: $current) { id stage title updatedAt }
    }
  }`;

  it.each([
    [
      "published → its draft",
      "page-about",
      "PUBLISHED",
      ["PUBLISHED", "DRAFT"],
      false,
      [["DRAFT", "About Ferrion"]],
    ],
    [
      "draft → published",
      "page-about",
      "DRAFT",
      ["PUBLISHED", "DRAFT"],
      false,
      [["PUBLISHED", "About us"]],
    ],
    [
      "including current, in the order asked",
      "page-about",
      "DRAFT",
      ["DRAFT", "PUBLISHED"],
      true,
      [
        ["DRAFT", "About Ferrion"],
        ["PUBLISHED", "About us"],
      ],
    ],
    [
      "draft-only document has no published version",
      "page-graduates",
      "DRAFT",
      ["PUBLISHED"],
      false,
      [],
    ],
  ])("%s", async (_name, id, stage, stages, current, expected) => {
    const content = createTestContent();
    const result = await content.data<{
      contentPage: { documentInStages: Array<{ id: string; stage: string; title: string }> };
    }>(query, { variables: { id, stage, stages, current }, headers: DRAFT_HEADERS });
    const found = result.contentPage.documentInStages;
    expect(found.map((doc) => [doc.stage, doc.title])).toEqual(expected);
    expect(found.every((doc) => doc.id === id)).toBe(true);
  });

  it("dates a draft with changes after its published version", async () => {
    const content = createTestContent();
    const result = await content.data<{
      contentPage: { updatedAt: string; documentInStages: Array<{ updatedAt: string }> };
    }>(
      `{ contentPage(where: { id: "page-about" }) { updatedAt documentInStages(stages: [DRAFT]) { updatedAt } } }`,
      {
        headers: DRAFT_HEADERS,
      },
    );
    expect(result.contentPage.updatedAt).toBe("2024-02-01T00:00:00.000Z");
    expect(result.contentPage.documentInStages[0]?.updatedAt).toBe("2024-02-01T00:00:01.000Z");
  });
});
