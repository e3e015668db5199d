/** What a GraphQL server may say about one error; `code` names the kind (`USER_EXISTS`, …). */
type GraphQLErrorExtensions = Readonly<Record<string, unknown>>;

interface GraphQLResultLike {
  status: number;
  data?: unknown;
  errors?: ReadonlyArray<{ message?: string; extensions?: unknown }>;
}

/** A GraphQL backend answered, but not with usable data. */
export class GraphQLRequestError extends Error {
  override name = "GraphQLRequestError";

  constructor(
    message: string,
    readonly status: number,
    /** The first error's extensions, so a caller can tell one refusal from another. */
    readonly extensions: GraphQLErrorExtensions = {},
  ) {
    super(message);
  }

  /** The first error's `extensions.code`, when it has one. */
  get code(): string | undefined {
    return typeof this.extensions.code === "string" ? this.extensions.code : undefined;
  }
}

/** The first error's message, else "GraphQL Error" with the status (spec 001 §8). */
export function graphQLErrorMessage(result: GraphQLResultLike): string {
  const first = result.errors?.[0]?.message;
  return first ? first : `GraphQL Error (status ${result.status})`;
}

/** The first error's extensions when they are an object; else none. */
function graphQLErrorExtensions(result: GraphQLResultLike): GraphQLErrorExtensions {
  const extensions = result.errors?.[0]?.extensions;
  return extensions !== null && typeof extensions === "object" && !Array.isArray(extensions)
    ? (extensions as GraphQLErrorExtensions)
    : {};
}

function hasAnyData(data: unknown): boolean {
  if (data === null || typeof data !== "object") return false;
  return Object.values(data).some((value) => value !== null && value !== undefined);
}

/**
 * Returns the data of a GraphQL answer or throws. An answer with errors, without data, or whose
 * data fields are all null is an error; queries that may legitimately find nothing therefore
 * ask for lists, which come back empty rather than null.
 */
export function dataOrThrow<T>(result: GraphQLResultLike): T {
  const failed =
    (result.errors?.length ?? 0) > 0 || result.status >= 400 || !hasAnyData(result.data);
  if (failed) {
    throw new GraphQLRequestError(
      graphQLErrorMessage(result),
      result.status,
      graphQLErrorExtensions(result),
    );
  }
  return result.data as T;
}
