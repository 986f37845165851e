import { globalResources } from './global-resources';

export default async function globalTeardown(): Promise<void> {
  for (const cleanup of globalResources.cleanups.reverse()) {
    await cleanup().catch((error) => console.error('teardown:', error));
  }
}
