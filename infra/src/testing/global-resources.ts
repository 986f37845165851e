/**
 * What the Jest global set-up started, for the global teardown to stop. Both run in Jest's parent
 * process; the list hangs off globalThis because Jest may load the two files as separate modules.
 */
const store = globalThis as { __studioCleanups?: Array<() => Promise<void>> };

export const globalResources = {
  get cleanups(): Array<() => Promise<void>> {
    return (store.__studioCleanups ??= []);
  },
};
