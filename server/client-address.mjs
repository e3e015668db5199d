import { BlockList, isIP } from "node:net";

import { CLIENT_ADDRESS_HEADER } from "../lib/http/ferrion-headers.mjs";

/**
 * An address as written in a socket or an X-Forwarded-For entry, in one spelling: IPv4-mapped
 * IPv6 (`::ffff:192.0.2.1`) as IPv4, IPv6 in lower case, a port or brackets removed. Null when it
 * is no IP address.
 * @param {string | undefined} text
 * @returns {string | null}
 */
export function normalizeAddress(text) {
  if (!text) return null;
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? "";
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, "");
  address = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) address = mapped[1] ?? "";
  return isIP(address) === 0 ? null : address;
}

/**
 * TRUSTED_PROXIES: the reverse proxies and load balancers whose X-Forwarded-For is believed, as
 * comma-separated addresses and CIDR ranges (IPv4 and IPv6). Unset or empty trusts nobody. A
 * malformed entry stops the start with one line naming the variable.
 * @param {string | undefined} value
 * @returns {BlockList}
 */
export function parseTrustedProxies(value) {
  const trusted = new BlockList();
  for (const entry of (value ?? "").split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    if (!addTrusted(trusted, entry)) {
      throw new Error(
        `Invalid configuration: TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges such as 10.0.0.0/8 or fd00::/8 (got ${JSON.stringify(entry)})`,
      );
    }
  }
  return trusted;
}

/**
 * @param {BlockList} trusted
 * @param {string} entry
 */
function addTrusted(trusted, entry) {
  const [base, prefixText, ...rest] = entry.split("/");
  const address = normalizeAddress(base);
  if (!address || rest.length > 0 || address !== base?.toLowerCase().replace(/^::ffff:/, "")) {
    return false;
  }
  const type = isIP(address) === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) {
    trusted.addAddress(address, type);
    return true;
  }
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= (type === "ipv4" ? 32 : 128))) return false;
  trusted.addSubnet(address, prefix, type);
  return true;
}

/**
 * @param {BlockList} trusted
 * @param {string} address normalized
 */
function isTrusted(trusted, address) {
  return trusted.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * Who sent the request: the socket's address, unless that is a trusted proxy; then
 * X-Forwarded-For is walked from the right (each proxy appends the address it was reached from)
 * past trusted proxies, and the first address that is not one is the client. Entries left of it
 * were written by the client itself and are never believed.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList} trusted
 * @returns {string}
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  let client = normalizeAddress(socketAddress);
  if (!client) return "unknown";
  if (!forwardedFor) return client;
  const hops = [forwardedFor]
    .flat()
    .join(",")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  while (hops.length > 0 && isTrusted(trusted, client)) {
    const next = normalizeAddress(hops.pop());
    // A trusted proxy that passes on something other than an address: it stays the client.
    if (!next) break;
    client = next;
  }
  return client;
}

/**
 * Replaces whatever the request says under CLIENT_ADDRESS_HEADER with the client's address.
 * @param {import("node:http").IncomingMessage} request
 * @param {BlockList} trusted
 */
export function applyClientAddress(request, trusted) {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    request.socket.remoteAddress,
    request.headers["x-forwarded-for"],
    trusted,
  );
}
