import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * @typedef {object} WireFlowReleaseDefinition
 * @property {string} id
 * @property {string} version
 * @property {string} releasedOn YYYY-MM-DD
 * @property {string[]} notes one line per change
 * @property {number} size bytes of the generated installer
 */

/**
 * The demo releases of the on-premises wire-flow server. The installers are stand-ins: filler
 * bytes generated from the version (the same on every machine), a few hundred kB each, so a
 * download and its checksum are real without shipping binaries in the repository.
 * @type {readonly WireFlowReleaseDefinition[]}
 */
export const WIRE_FLOW_RELEASES = [
  {
    id: "wire-flow-2026.3.0",
    version: "2026.3.0",
    releasedOn: "2026-11-02",
    notes: [
      "Job lists can be sent to several machines at once.",
      "Faster start with large article databases.",
      "Fixed: crimp heights with three decimals were rounded on import.",
    ],
    size: 412_317,
  },
  {
    id: "wire-flow-2026.2.1",
    version: "2026.2.1",
    releasedOn: "2026-08-19",
    notes: ["Fixed: the backup job stopped after a network interruption."],
    size: 398_064,
  },
  {
    id: "wire-flow-2026.2.0",
    version: "2026.2.0",
    releasedOn: "2026-07-01",
    notes: [
      "New production report per shift.",
      "Windows Server 2025 supported.",
      "Machine status refreshes every five seconds instead of thirty.",
    ],
    size: 385_901,
  },
  {
    id: "wire-flow-2026.1.0",
    version: "2026.1.0",
    releasedOn: "2026-03-16",
    notes: [
      "First release with single sign-on through the customer portal.",
      "German and English user interface.",
    ],
    size: 351_488,
  },
];

/** The installer's file name, as the browser saves it. */
export function installerFileName(/** @type {WireFlowReleaseDefinition} */ release) {
  return `wire-flow-server-${release.version}-setup.bin`;
}

/**
 * The stand-in installer: a short text header saying what it is, then filler bytes from SHAKE256
 * over the version, up to the release's size. One call of an extendable-output hash: the stand-ins
 * make these at every start, and a SHA-256 per 32-byte block took a quarter of a second each time.
 * @param {WireFlowReleaseDefinition} release
 */
export function installerBytes(release) {
  const header = Buffer.from(
    `Ferrion wire-flow server ${release.version} (demo installer stand-in, not a program)\n`,
  ).subarray(0, release.size);
  const filler = createHash("shake256", { outputLength: release.size - header.length })
    .update(release.version)
    .digest();
  return Buffer.concat([header, filler]);
}

/**
 * @typedef {WireFlowReleaseDefinition & { fileName: string, file: string, sha256: string }} WireFlowRelease
 */

/**
 * Writes the installers under `<filesDir>/wire-flow/` where they are missing or differ, and
 * returns the releases, newest first, with the SHA-256 of the bytes on disk: the checksum shown
 * is always that of the file that is served.
 * @param {string} filesDir
 * @returns {WireFlowRelease[]}
 */
export function prepareWireFlowReleases(filesDir) {
  const dir = path.join(filesDir, "wire-flow");
  fs.mkdirSync(dir, { recursive: true });
  return WIRE_FLOW_RELEASES.map((release) => {
    const fileName = installerFileName(release);
    const file = path.join(dir, fileName);
    const onDisk = fs.existsSync(file) ? fs.readFileSync(file) : null;
    const expected = installerBytes(release);
    const bytes = onDisk?.equals(expected) ? onDisk : expected;
    if (bytes !== onDisk) fs.writeFileSync(file, bytes);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return { ...release, fileName, file, sha256 };
  }).sort((a, b) => b.releasedOn.localeCompare(a.releasedOn));
}
