import { describe, expect, it } from "vitest";
import { openStore } from "../../../local-services/store/document-store.mjs";
import { createModelCache } from "../../../local-services/store/model-cache.mjs";
import { tempDir, testStore } from "./helpers";

describe("document store", () => {
  it("persists a written row across reopening", () => {
    const dataDir = tempDir();
    const writer = openStore({ dataDir });
    writer.putDocuments("tickets", [
      {
        model: "Ticket",
        id: "t-1",
        stage: "NONE",
        data: { subject: "Broken crimp", tags: ["a"] },
        publishedAt: null,
      },
    ]);
    writer.setMeta("seeded:tickets", "yes");
    writer.close();

    const reader = testStore(dataDir);
    expect(reader.getDocument("tickets", "Ticket", "t-1", "NONE")).toMatchObject({
      system: "tickets",
      model: "Ticket",
      id: "t-1",
      stage: "NONE",
      data: { subject: "Broken crimp", tags: ["a"] },
      publishedAt: null,
    });
    expect(reader.getMeta("seeded:tickets")).toBe("yes");
  });

  // A killed process loses nothing committed: each commit is in the WAL file before it returns
  // (server.test.ts and portal-store.test.ts kill -9 the stand-ins after a write). NORMAL leaves
  // out only the disk flush of every commit, which guards against a power cut.
  it("uses WAL without a disk flush per commit", () => {
    const store = testStore();
    expect(store.db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(store.db.pragma("synchronous", { simple: true })).toBe(1); // NORMAL
  });

  it("keeps createdAt on update and refreshes updatedAt", () => {
    const store = testStore();
    store.putDocuments("s", [
      {
        model: "M",
        id: "1",
        stage: "X",
        data: { v: 1 },
        createdAt: "2020-01-01T00:00:00.000Z",
        updatedAt: "2020-01-01T00:00:00.000Z",
      },
    ]);
    store.putDocuments("s", [{ model: "M", id: "1", stage: "X", data: { v: 2 } }]);
    const row = store.getDocument("s", "M", "1", "X");
    expect(row?.data).toEqual({ v: 2 });
    expect(row?.createdAt).toBe("2020-01-01T00:00:00.000Z");
    expect(row?.updatedAt).not.toBe("2020-01-01T00:00:00.000Z");
  });

  it("lists by model and stage, ordered by id, and deletes per system or model", () => {
    const store = testStore();
    store.putDocuments("s", [
      { model: "M", id: "b", stage: "X", data: {} },
      { model: "M", id: "a", stage: "X", data: {} },
      { model: "M", id: "a", stage: "Y", data: {} },
      { model: "N", id: "c", stage: "X", data: {} },
    ]);
    expect(store.listDocuments("s", "M", "X").map((d) => d.id)).toEqual(["a", "b"]);
    expect(store.listDocuments("s", "M").map((d) => `${d.id}/${d.stage}`)).toEqual([
      "a/X",
      "a/Y",
      "b/X",
    ]);
    store.deleteDocuments("s", "M");
    expect(store.listDocuments("s", "N")).toHaveLength(1);
    store.deleteDocuments("s");
    expect(store.listDocuments("s", "N")).toHaveLength(0);
  });

  it("rolls a failed transaction back completely", () => {
    const store = testStore();
    expect(() =>
      store.transaction(() => {
        store.putDocuments("s", [{ model: "M", id: "1", stage: "X", data: {} }]);
        store.setMeta("k", "v");
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(store.getDocument("s", "M", "1", "X")).toBeNull();
    expect(store.getMeta("k")).toBeNull();
  });
});

describe("model cache", () => {
  it("loads a model once and reloads after writes, also by another connection", () => {
    const dataDir = tempDir();
    const store = testStore(dataDir);
    store.putDocuments("s", [{ model: "M", id: "1", stage: "X", data: { v: 1 } }]);
    let prepared = 0;
    const cache = createModelCache(store, "s", (doc) => ({ ...doc, prepared: ++prepared }));

    const first = cache.snapshot("M", "X");
    cache.refresh();
    expect(cache.snapshot("M", "X")).toBe(first);
    expect(prepared).toBe(1);

    store.putDocuments("s", [{ model: "M", id: "2", stage: "X", data: {} }]);
    cache.refresh();
    expect(cache.snapshot("M", "X").list.map((d) => d.id)).toEqual(["1", "2"]);

    const other = testStore(dataDir);
    other.putDocuments("s", [{ model: "M", id: "3", stage: "X", data: {} }]);
    cache.refresh();
    expect([...cache.snapshot("M", "X").byId.keys()]).toEqual(["1", "2", "3"]);
  });
});
