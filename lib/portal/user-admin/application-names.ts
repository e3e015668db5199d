import { SERVICE_IDS, type ServiceId } from "@/lib/portal/service-status";

interface Application {
  id: string;
  name: string;
}

interface WithAccess {
  access: readonly { application: Application }[];
}

interface UserAdminData<U extends WithAccess, A extends Application> {
  applications: readonly A[];
  user?: U | null;
  users?: { items: readonly U[] };
}

const isServiceId = (id: string): id is ServiceId =>
  (SERVICE_IDS as readonly string[]).includes(id);

/**
 * The name an application goes by on the page: a portal service's own name in the page's
 * language (`serviceName`, from Portal.service), the back end's name for an application the
 * portal does not know. The back end names applications in English only.
 */
export function applicationName(
  application: Application,
  serviceName: (service: ServiceId) => string,
): string {
  return isServiceId(application.id) ? serviceName(application.id) : application.name;
}

/** User administration's answer with every application, in lists and in access, so named. */
export function withApplicationNames<
  U extends WithAccess,
  A extends Application,
  D extends UserAdminData<U, A>,
>(data: D, serviceName: (service: ServiceId) => string): D {
  const named = <T extends Application>(application: T): T => ({
    ...application,
    name: applicationName(application, serviceName),
  });
  const namedUser = (user: U): U => ({
    ...user,
    access: user.access.map((record) => ({ ...record, application: named(record.application) })),
  });
  return {
    ...data,
    applications: data.applications.map(named),
    ...(data.user ? { user: namedUser(data.user) } : {}),
    ...(data.users ? { users: { ...data.users, items: data.users.items.map(namedUser) } } : {}),
  };
}
