/** An installer of a release, with the key its download link carries (valid 50–60 minutes). */
interface WireFlowInstaller {
  fileName: string;
  /** In bytes. */
  size: number;
  sha256: string;
  accessKey: string;
}

/** A release of the on-premises wire-flow software, as the download centre shows it. */
export interface WireFlowRelease {
  id: string;
  version: string;
  /** YYYY-MM-DD. */
  releasedOn: string;
  notes: readonly string[];
  file: WireFlowInstaller;
}
