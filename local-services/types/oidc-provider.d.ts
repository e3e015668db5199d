// oidc-provider ships no types. This declares the part the identity stand-in uses
// (local-services/oidc/: provider.mjs, service.mjs, interactions.mjs, identity-pages.mjs,
// account-api.mjs): the configuration it passes, the hooks it implements and the members it
// reaches, narrowed to what those read. Not a description of the whole library.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** The koa context the provider hands to its hooks, as far as the stand-in reads it. */
  export interface ProviderContext {
    /** Absent when the provider fails before it has recognised the request (renderError). */
    oidc?: OidcContext;
    get(field: string): string;
    set(fields: Readonly<Record<string, string>>): void;
    type: string;
    body: unknown;
  }

  export interface OidcContext {
    params?: { ui_locales?: string };
    client?: Client;
    session?: Session;
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  }

  /** The context inside one of the provider's endpoints (after it recognised the request). */
  export interface EndpointContext extends ProviderContext {
    oidc: OidcContext;
  }

  /** What loadExistingGrant is called with: a request of a known client in a session. */
  export interface GrantContext extends EndpointContext {
    oidc: OidcContext & { client: Client; session: Session };
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(grantType: string): boolean;
    // Properties rather than methods: the stand-in takes them off the prototype and calls them
    // with the client as `this`.
    redirectUriAllowed: (this: Client, value: string) => boolean;
    postLogoutRedirectUriAllowed: (this: Client, value: string) => boolean;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  /** What interactionDetails returns: the pending sign-in or consent of an authorization request. */
  export interface Interaction {
    uid: string;
    params: { client_id: string; ui_locales?: string; login_hint?: string };
    prompt: { name: string; details: PromptDetails };
    /** Present once someone has signed in in this browser. */
    session?: { accountId: string };
    /** The grant the client already has in this session, when it has one. */
    grantId?: string;
    /**
     * What the interaction has come to so far; the provider reads `login`, `consent` and
     * `error` from it when the browser resumes the authorization.
     */
    result?: Record<string, unknown>;
    /** Saves the interaction as it is now, for the rest of its lifetime. */
    persist(): Promise<string>;
  }

  /** Why the consent prompt came up: what the request asked for beyond the existing grant. */
  export interface PromptDetails {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    /** Scopes per resource indicator. */
    missingResourceScopes?: Record<string, string[]>;
  }

  /** How an interaction ends, as interactionFinished takes it. */
  export type InteractionResult =
    | { error: string; error_description?: string }
    | {
        login: {
          accountId: string;
          /** Authentication method references for the ID token's `amr` (RFC 8176). */
          amr?: string[];
        };
      }
    | { consent: { grantId: string } };

  export interface AccessToken {
    accountId: string;
    clientId: string;
    isExpired: boolean;
    scopes: Set<string>;
  }

  /** An account as findAccount returns it. */
  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<{ sub: string } & Record<string, unknown>>;
  }

  type Hook<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

  export interface Configuration {
    /** A class oidc-provider makes one instance of per model (Session, Grant, …). */
    adapter?: new (model: string) => object;
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    clients?: Record<string, unknown>[];
    clientBasedCORS?: Hook<[ctx: ProviderContext, origin: string, client: Client], boolean>;
    responseTypes?: string[];
    pkce?: { required?: Hook<[ctx: ProviderContext, client: Client], boolean> };
    scopes?: string[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    findAccount?: Hook<[ctx: ProviderContext, sub: string], Account | undefined>;
    loadExistingGrant?: Hook<[ctx: GrantContext], Grant | undefined>;
    issueRefreshToken?: Hook<[ctx: ProviderContext, client: Client, code: unknown], boolean>;
    ttl?: Record<string, number>;
    /** Every outgoing request of the provider (back-channel logout here). */
    fetch?: (url: string | URL, options: RequestInit) => Promise<Response>;
    interactions?: { url?: Hook<[ctx: ProviderContext, interaction: { uid: string }], string> };
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: {
        enabled: boolean;
        allowedPolicy?: Hook<
          [ctx: ProviderContext, client: Client, token: { clientId?: string }],
          boolean
        >;
      };
      userinfo?: { enabled: boolean };
      backchannelLogout?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        /** form: the provider's hidden logout form (HTML, carries the xsrf token). */
        logoutSource?: Hook<[ctx: EndpointContext, form: string], void>;
        postLogoutSuccessSource?: Hook<[ctx: ProviderContext], void>;
      };
    };
    renderError?: Hook<
      [ctx: ProviderContext, out: { error: string; error_description?: string }, error: Error],
      void
    >;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Client: { prototype: Client };
    Grant: {
      new (properties: { clientId: string; accountId?: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    AccessToken: { find(token: string): Promise<AccessToken | undefined> };
    Session: { find(id: string): Promise<Session | undefined> };
    /** Rejects when the request carries no (or an expired) interaction cookie. */
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    /** Stores the result and redirects (303) back to the authorization endpoint. */
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    /** Koa's: a context over a plain request, here only to read the provider's cookies. */
    createContext(
      req: IncomingMessage,
      res: ServerResponse,
    ): { cookies: { get(name: string): string | undefined } };
    cookieName(type: "session" | "interaction" | "resume"): string;
    on(
      event: "server_error" | "backchannel.error",
      listener: (ctx: ProviderContext, error: Error) => void,
    ): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  }
}
