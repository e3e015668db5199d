import { type APIRequestContext, expect } from "@playwright/test";

/** A real 1×1 PNG: what the upload route and the back end accept as an image. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** The start of a Windows executable ("MZ"): what an .exe renamed .png begins with. */
export const EXECUTABLE = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
  Buffer.alloc(56, 0),
]);

export const TUS = { "Tus-Resumable": "1.0.0" };

const metadata = (name: string, type: string) =>
  `filename ${Buffer.from(name).toString("base64")},filetype ${Buffer.from(type).toString("base64")}`;

/** POST /api/ticket-uploads as tus-js-client does; returns the answer. */
export function createUploadRequest(
  request: APIRequestContext,
  idToken: string | null,
  length: number | string,
  name = "photo.png",
  extraHeaders: Record<string, string> = {},
) {
  return request.post("/api/ticket-uploads", {
    headers: {
      ...TUS,
      ...(idToken ? { "x-id-token": idToken } : {}),
      "Upload-Length": String(length),
      "Upload-Metadata": metadata(name, "image/png"),
      ...extraHeaders,
    },
  });
}

/** A new upload's site address (`/api/ticket-uploads/{id}`). */
export async function createUpload(
  request: APIRequestContext,
  idToken: string,
  length: number,
  name = "photo.png",
): Promise<string> {
  const response = await createUploadRequest(request, idToken, length, name);
  expect(response.status(), await response.text()).toBe(201);
  const location = response.headers()["location"] ?? "";
  expect(location).toMatch(/^\/api\/ticket-uploads\/[A-Za-z0-9_-]+$/);
  return location;
}

export function patchUpload(
  request: APIRequestContext,
  location: string,
  idToken: string,
  offset: number,
  bytes: Buffer,
) {
  return request.patch(location, {
    headers: {
      ...TUS,
      "x-id-token": idToken,
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
    },
    data: bytes,
  });
}

/** A finished upload of these bytes; returns its id for attachmentIds. */
export async function uploadFile(
  request: APIRequestContext,
  idToken: string,
  bytes: Buffer,
  name = "photo.png",
): Promise<string> {
  const location = await createUpload(request, idToken, bytes.length, name);
  const response = await patchUpload(request, location, idToken, 0, bytes);
  expect(response.status(), await response.text()).toBe(204);
  expect(response.headers()["upload-offset"]).toBe(String(bytes.length));
  return location.split("/").pop() ?? "";
}

/** A GraphQL call through the site's tickets proxy, as the portal's pages make it. */
export async function portalGraphql(
  request: APIRequestContext,
  idToken: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post("/api/tickets-proxy", {
    headers: { "x-id-token": idToken },
    data: { query, variables },
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const CREATE = `mutation ($input: NewTicketInput!) { createTicket(input: $input) {
  id attachments { id accessKey contentType fileName } } }`;

/** A ticket of the caller's company with these uploads attached, or the GraphQL errors. */
export async function createTicketWith(
  request: APIRequestContext,
  idToken: string,
  attachmentIds: string[],
) {
  const places = await portalGraphql(request, idToken, "{ locations { id machines { id } } }");
  const locations = (places.data?.locations ?? []) as { id: string; machines: { id: string }[] }[];
  const location = locations.find((candidate) => candidate.machines.length > 0);
  expect(location, "a location with a machine").toBeDefined();
  return portalGraphql(request, idToken, CREATE, {
    input: {
      locationId: location!.id,
      machineId: location!.machines[0]!.id,
      type: "BREAKDOWN",
      subject: "Upload check",
      description: "Attached through the upload route",
      attachmentIds,
    },
  });
}
