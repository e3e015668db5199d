import { describe, expect, it } from "vitest";

import { refusalBeforeUpload, refusalOfServer } from "@/lib/portal/tickets/upload-refusal";
import en from "@/messages/en.json";

const MB = 1024 * 1024;

describe("a chosen file before any byte is sent", () => {
  it.each([
    ["photo.png", "image/png", 2 * MB, 0, null],
    ["clip.mp4", "video/mp4", 100 * MB, 9, null],
    ["IMG_0001.HEIC", "", 3 * MB, 0, null],
    ["film.MOV", "", 50 * MB, 0, null],
    ["clip.mp4", "application/octet-stream", MB, 0, null],
    ["notes.pdf", "application/pdf", MB, 0, "refusedType"],
    ["setup.exe", "application/x-msdownload", MB, 0, "refusedType"],
    ["page.html", "text/html", 10, 0, "refusedType"],
    ["no-type", "", MB, 0, "refusedType"],
    ["empty.png", "image/png", 0, 0, "refusedEmpty"],
    ["huge.mp4", "video/mp4", 100 * MB + 1, 0, "refusedSize"],
    ["setup.exe", "", 100 * MB + 1, 0, "refusedSize"],
    ["eleventh.png", "image/png", MB, 10, "refusedTooMany"],
  ])("%s (%s, %i bytes, %i already) → %s", (name, type, size, already, expected) => {
    expect(refusalBeforeUpload({ name, type, size }, already)).toBe(expected);
  });
});

describe("the upload route's refusal", () => {
  it.each([
    [413, '{"message":"The file is too large"}', "refusedSize"],
    [415, '{"message":"Only images or videos can be uploaded"}', "refusedType"],
    [400, '{"message":"The file is empty"}', "refusedEmpty"],
    [400, '{"message":"Upload-Offset must be a whole number"}', null],
    [401, '{"message":"expired"}', "uploadSignedOut"],
    [404, "", "uploadGone"],
    [410, "", "uploadGone"],
    [409, "", null],
    [502, "", null],
  ])("%i %s → %s", (status, body, expected) => {
    expect(refusalOfServer(status, body)).toBe(expected);
  });
});

describe("the texts shown for a refusal", () => {
  it.each([
    ["refusedType", "photo.png was refused: only images or videos can be uploaded."],
    ["refusedSize", "photo.png was refused: it is larger than 100 MB."],
    ["refusedEmpty", "photo.png was refused: the file is empty."],
    ["refusedTooMany", "photo.png was not added: at most 10 files can be attached."],
  ])("%s reads %j", (key, text) => {
    const template = (en.TicketForms as Record<string, string>)[key];
    expect(template?.replace("{name}", "photo.png")).toBe(text);
  });

  it("every refusal has an English text naming the file", () => {
    const keys = [
      "refusedType",
      "refusedSize",
      "refusedEmpty",
      "refusedTooMany",
      "uploadSignedOut",
      "uploadGone",
    ];
    for (const key of keys) {
      expect((en.TicketForms as Record<string, string>)[key]).toContain("{name}");
    }
  });

  it("states the limits the spec sets", () => {
    expect(en.TicketForms.uploadLimits).toBe(
      "Images or videos only, at most 100 MB each, up to 10 files",
    );
  });
});
