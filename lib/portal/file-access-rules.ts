/** A file id of the back end: plain URL-safe characters, never `.` or `..` alone. */
export const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;
/** Access keys are opaque URL-safe tokens from GraphQL; anything else never matches one. */
export const ACCESS_KEY = /^[A-Za-z0-9._~-]{1,512}$/;
