import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Kind, parse, print } from "graphql";
import { onTestFinished } from "vitest";
import { REPO_ROOT } from "../../../local-services/config.mjs";
import { encodePng } from "../../../local-services/portal/demo/demo-images.mjs";
import { signIn, startIdentityServer } from "./oidc-helpers";

export type PortalServer = Awaited<ReturnType<typeof startIdentityServer>>;

export type Json = Record<string, unknown>;

export interface AttachmentView {
  id: string;
  fileName: string;
  contentType: string;
  kind: string;
  size: number;
  accessKey: string;
}

export interface GraphQLAnswer<T = Json> {
  status: number;
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
}

/** The local services on a store of their own, for a describe block (beforeAll/afterAll). */
export function startPortalServer(env: Record<string, string> = {}) {
  return startIdentityServer({ shared: true, env });
}

/** A fresh ID token of a demo account, from the whole sign-in over HTTP. */
export async function idTokenOf(server: PortalServer, email: string) {
  const { tokens } = await signIn(server.issuer, email);
  return tokens.id_token;
}

export async function graphql<T = Json>(
  server: PortalServer,
  idToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${server.url}/portal/graphql`, {
    method: "POST",
    // What the site's tickets proxy sends (lib/tickets-proxy/forward-to-portal.ts).
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json, application/json",
      "x-id-token": idToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer["errors"] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/** The data of a query that must succeed. */
export async function data<T = Json>(
  server: PortalServer,
  idToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphql<T>(server, idToken, query, variables);
  if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

/** The first error's code and message. */
export function firstError(answer: GraphQLAnswer) {
  const [error] = answer.errors ?? [];
  return { code: error?.extensions?.code, message: error?.message };
}

export const TUS = { "tus-resumable": "1.0.0" };

/** tus creation: POST with Upload-Length and the file name in Upload-Metadata. */
export function createUpload(
  server: PortalServer,
  idToken: string | null,
  length: number | string,
  fileName = "photo.png",
) {
  return fetch(`${server.url}/portal/uploads`, {
    method: "POST",
    headers: {
      ...TUS,
      ...(idToken ? { "x-id-token": idToken } : {}),
      "upload-length": String(length),
      "upload-metadata": `filename ${Buffer.from(fileName).toString("base64")},filetype ${Buffer.from("image/png").toString("base64")}`,
    },
  });
}

/** tus PATCH of bytes at an offset. */
export function patchUpload(
  server: PortalServer,
  idToken: string,
  location: string,
  offset: number,
  bytes: Uint8Array,
) {
  return fetch(`${server.url}${location}`, {
    method: "PATCH",
    headers: {
      ...TUS,
      "x-id-token": idToken,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    body: new Uint8Array(bytes),
  });
}

/** A whole upload (creation, then one PATCH); returns the upload id. */
export async function uploadFile(
  server: PortalServer,
  idToken: string,
  bytes: Uint8Array,
  fileName = "photo.png",
) {
  const created = await createUpload(server, idToken, bytes.length, fileName);
  if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
  const location = created.headers.get("location") ?? "";
  const patched = await patchUpload(server, idToken, location, 0, bytes);
  if (patched.status !== 204) throw new Error(`PATCH answered ${patched.status}`);
  return location.split("/").pop() ?? "";
}

export function smallPng(shade = 120) {
  return encodePng(8, 6, (x, y) => [shade, (x * 30) % 256, (y * 40) % 256]);
}

export const LOCATIONS = "{ locations { id name machines { id name } } }";

/** The first location and its first machine of the caller's company. */
export async function firstMachine(server: PortalServer, idToken: string) {
  const { locations } = await data<{
    locations: Array<{ id: string; machines: Array<{ id: string }> }>;
  }>(server, idToken, LOCATIONS);
  const [location] = locations;
  return { locationId: location!.id, machineId: location!.machines[0]!.id, locations };
}

/** An account of a company of its own, seeded with the demo set (test fixtures door). */
export async function ownCompanyAccount(server: PortalServer, like = "customer@example.com") {
  const response = await fetch(`${server.url}/test-fixtures/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ like, ownCompany: true }),
  });
  if (response.status !== 201) throw new Error(`fixtures answered ${response.status}`);
  const account = (await response.json()) as { email: string; company: string; id: string };
  return { ...account, idToken: await idTokenOf(server, account.email) };
}

/** One of the product's operations with the fragments it spreads, as the site sends it. */
export function portalOperation(file: string) {
  const root = path.join(REPO_ROOT, "graphql/portal");
  // A fragment file may hold several fragments; each is sent only when spread, like codegen does.
  const fragments = new Map(
    fs
      .readdirSync(path.join(root, "fragments"))
      .flatMap((name) =>
        parse(fs.readFileSync(path.join(root, "fragments", name), "utf8")).definitions.flatMap(
          (definition) =>
            definition.kind === Kind.FRAGMENT_DEFINITION
              ? [[definition.name.value, print(definition)] as const]
              : [],
        ),
      ),
  );
  const parts = [fs.readFileSync(path.join(root, file), "utf8")];
  const used = new Set<string>();
  for (let index = 0; index < parts.length; index += 1) {
    for (const [, name] of parts[index]!.matchAll(/\.\.\.(\w+)/g)) {
      if (name && !used.has(name) && fragments.has(name)) {
        used.add(name);
        parts.push(fragments.get(name)!);
      }
    }
  }
  return parts.join("\n");
}

/** `node local-services/server.mjs` as its own process on a free port, killed when the test ends. */
export function spawnServices(dataDir: string) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "local-services/server.mjs")], {
    env: { ...process.env, LOCAL_SERVICES_PORT: "0", LOCAL_SERVICES_DATA_DIR: dataDir },
  });
  onTestFinished(() => void child.kill("SIGKILL"));
  let output = "";
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`services exited with ${code}: ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { child, listening, exited };
}
