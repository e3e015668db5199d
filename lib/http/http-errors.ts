/** The backend could not be reached or did not answer in time. */
export class BackendUnavailableError extends Error {
  override name = "BackendUnavailableError";

  constructor(
    readonly backend: string,
    reason: string,
  ) {
    super(`${backend} is unavailable: ${reason}`);
  }
}
