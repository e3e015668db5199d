/**
 * One truth for people (issue 29): the identity provider owns a person's sign-in account and
 * name; user administration keeps its own copy of the name (it searches and sorts by it) and of
 * the person (his access records). The provider tells user administration when an account is
 * deleted or renamed, as a real identity provider pushes such events to the systems that hold
 * its people (an event listener or SCIM `DELETE /Users/{id}`, `PATCH /Users/{id}`), so:
 *
 * - a deleted account's person is removed with all his access records: his accesses end and
 *   his administrators see him gone;
 * - a changed name is the portal user's name at once.
 *
 * The stand-ins share one store, so the identity provider calls this inside the transaction of
 * the deletion or change: neither happens without the other. A real provider delivers the event
 * after its own change and retries until the back end has taken it.
 *
 * @param {import('./user-admin-repository.mjs').UserAdminRepository} userAdmin
 */
export function createPeopleSync(userAdmin) {
  return {
    /** The sign-in account `accountId` was deleted by its owner. @param {string} accountId */
    accountDeleted(accountId) {
      userAdmin.write(() => userAdmin.removeUser(accountId));
    },

    /** The account `accountId` is now called `name`. @param {string} accountId @param {string} name */
    accountRenamed(accountId, name) {
      userAdmin.renameUser(accountId, name);
    },

    /**
     * At start: every portal user with a sign-in account gets that account's name, so a store
     * written before these events existed shows the names people gave themselves. How many
     * changed.
     * @param {Iterable<{ id: string, firstName: string, lastName: string }>} accounts
     */
    takeNamesFrom(accounts) {
      return userAdmin.write(() => {
        let changed = 0;
        for (const account of accounts) {
          const user = userAdmin.userById(account.id);
          const name = fullNameOf(account);
          if (user && user.name !== name && userAdmin.renameUser(account.id, name)) changed += 1;
        }
        return changed;
      });
    },
  };
}

/** A person's name in user administration: as the invitation page and the account write it. */
function fullNameOf(/** @type {{ firstName: string, lastName: string }} */ account) {
  return `${account.firstName} ${account.lastName}`;
}

/** @typedef {ReturnType<typeof createPeopleSync>} PeopleSync */
