import { ManagerPage } from '@/components/layouts/manager-page';
import { ApiDocsPage } from '@/features/manager-api-docs/components/api-docs-page';

/** /manager/api: the API's OpenAPI document, read for people, inside the manager panel. */
export function ApiDocsRoute() {
  return (
    <ManagerPage
      title="API Reference"
      intro="Every operation the API offers, grouped by area: who may call it, what it takes and what it answers."
    >
      <ApiDocsPage />
    </ManagerPage>
  );
}
