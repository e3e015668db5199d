import { z } from "zod";

const link = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional();

/** The environment variables of the external applications' addresses (spec 001 §3). */
export const serviceUrlVariables = {
  SERVICE_URL_WIRE_MASTER: link,
  SERVICE_URL_MASTER_DATA: link,
  SERVICE_URL_LEARNING_HUB: link,
  SERVICE_URL_DIRECT_SERVICE: link,
  DIRECT_SERVICE_REGISTRATION_URL: link,
  WIRE_FLOW_CLOUD_URL: link,
};

type ServiceUrlEnvironment = { [Name in keyof typeof serviceUrlVariables]?: string | undefined };

/**
 * Where the external applications live (spec 001 §3 "Service entry": serviceUrl, the direct
 * service's registration URL, wire-flow's cloud URL). Links the browser follows, not back ends:
 * setting one does not end the local demo. Null when unset outside the demo, where no stand-in
 * page exists; the portal then shows its own page for the service.
 */
export interface ServiceUrls {
  wireMaster: string | null;
  masterData: string | null;
  learningHub: string | null;
  directService: string | null;
  directServiceRegistration: string | null;
  wireFlowCloud: string | null;
}

/** The configured addresses; in the local demo, unset ones are the stand-ins' `/apps/{name}` pages. */
export function serviceUrlsOf(
  env: ServiceUrlEnvironment,
  localServicesUrl: string,
  usesLocalServices: boolean,
): ServiceUrls {
  const pick = (value: string | undefined, app: string) =>
    value ?? (usesLocalServices ? `${localServicesUrl}/apps/${app}` : null);
  return {
    wireMaster: pick(env.SERVICE_URL_WIRE_MASTER, "wire-master"),
    masterData: pick(env.SERVICE_URL_MASTER_DATA, "master-data"),
    learningHub: pick(env.SERVICE_URL_LEARNING_HUB, "learning-hub"),
    directService: pick(env.SERVICE_URL_DIRECT_SERVICE, "direct-service"),
    directServiceRegistration: pick(
      env.DIRECT_SERVICE_REGISTRATION_URL,
      "direct-service/registration",
    ),
    wireFlowCloud: pick(env.WIRE_FLOW_CLOUD_URL, "wire-flow"),
  };
}
