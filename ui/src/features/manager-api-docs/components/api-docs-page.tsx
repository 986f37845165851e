import { Braces, Download } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { Button, buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { OPENAPI_PATH, useOpenApiDocument } from '../api/get-openapi-document';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { apiDocsFilters } from '../model/api-docs-filters';
import { type OpenApiDocument } from '../model/openapi-document';
import { groupByTag, matchesSearch, operationsOf } from '../model/operations';
import { ApiDocsFilterBar } from './api-docs-filter-bar';
import { MarkdownText } from './markdown-text';
import { useToggles } from '../hooks/use-toggles';
import { OperationCard } from './operation-card';
import { OperationGroup } from './operation-group';
import { PathText } from './path-text';

/** The document's title, version and notes (sessions, CSRF, errors), and the raw file for tools. */
function AboutDocument({ openApi, count }: { openApi: OpenApiDocument; count: number }) {
  const absolute = `${window.location.origin}${OPENAPI_PATH}`;
  return (
    <section
      aria-label="The OpenAPI document"
      className="rounded-card border border-line bg-surface-muted p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {openApi.info.title} {openApi.info.version}
          </p>
          <p className="text-sm text-ink-muted">
            OpenAPI {openApi.openapi} · {count} {count === 1 ? 'operation' : 'operations'}. Postman
            (Import, Link) and openapi-generator read it from{' '}
            <code className="font-mono text-xs break-words text-ink">
              <PathText path={absolute} />
            </code>
          </p>
        </div>
        {/* A plain link: the file comes from the API, not from a screen of the app. */}
        <a
          href={OPENAPI_PATH}
          download="openapi.json"
          className={`${buttonBase} ${buttonVariants.secondary} ${buttonSizes.sm} shrink-0 self-start`}
        >
          <Download className="size-4" aria-hidden="true" />
          Download openapi.json
        </a>
      </div>
      {openApi.info.description ? (
        <MarkdownText text={openApi.info.description} className="mt-3 text-sm text-ink" />
      ) : null}
    </section>
  );
}

function Loading() {
  return (
    <div
      className="space-y-3"
      role="status"
      aria-busy="true"
      aria-label="Loading the API description"
    >
      <span className="sr-only">Loading the API description</span>
      <div className="h-20 animate-pulse rounded-card bg-surface-muted" />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-card bg-surface-muted" />
      ))}
    </div>
  );
}

/**
 * API Reference: the server's OpenAPI document, read for people. Operations are grouped by tag
 * and filtered in the browser (search and access in the URL); a group opens to its operations,
 * an operation to its parameters, body and responses. A link to `#op-<operationId>` opens that one.
 */
export function ApiDocsPage() {
  const search = useUrlFilters(apiDocsFilters);
  const { filters, isFiltered: filtered } = search;
  const { hash } = useLocation();
  const openApi = useOpenApiDocument();

  const operations = useMemo(
    () => (openApi.data ? operationsOf(openApi.data) : []),
    [openApi.data],
  );
  const shown = useMemo(
    () =>
      operations.filter(
        (operation) =>
          matchesSearch(operation, filters.q) &&
          (!filters.access || operation.access === filters.access),
      ),
    [operations, filters],
  );
  const groups = useMemo(() => groupByTag(shown, openApi.data?.tags), [shown, openApi.data]);

  // An operation the URL's hash names starts open, in its open group. Groups start closed (the
  // tags are the overview) unless a filter is set: then its matches are what the manager wants.
  const linked = operations.find((operation) => `#${operation.anchor}` === hash);
  const openOperations = useToggles('', (key) => key === linked?.key);
  const openGroups = useToggles(
    apiDocsFilters.toSearch(filters).toString(),
    (name) => filtered || name === linked?.tag,
  );
  const allGroupsOpen = groups.every((group) => openGroups.isOpen(group.name));

  // The browser scrolled to the hash before the document arrived; scroll once it is drawn.
  useEffect(() => {
    if (linked) document.getElementById(linked.anchor)?.scrollIntoView();
  }, [linked]);

  if (openApi.isPending) return <Loading />;
  if (openApi.isError) {
    return <FetchErrorAlert what="the API description" onRetry={() => void openApi.refetch()} />;
  }

  return (
    <div className="space-y-6">
      <AboutDocument openApi={openApi.data} count={operations.length} />
      <ApiDocsFilterBar state={search} />
      {shown.length === 0 ? (
        <ListEmptyState
          icon={Braces}
          filtered={filtered}
          item="operation"
          empty={{
            title: 'No operations described',
            text: 'The API’s OpenAPI document lists no operations yet.',
          }}
          showAll="Show every operation"
          onShowAll={search.clearFilters}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {filtered ? `${shown.length} of ${operations.length}` : shown.length}{' '}
              {operations.length === 1 ? 'operation' : 'operations'} in {groups.length}{' '}
              {groups.length === 1 ? 'group' : 'groups'}
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                openGroups.setAll(
                  groups.map((group) => group.name),
                  !allGroupsOpen,
                )
              }
            >
              {allGroupsOpen ? 'Collapse all' : 'Expand all'}
            </Button>
          </div>
          <div>
            {groups.map((group) => (
              <OperationGroup
                key={group.name}
                group={group}
                open={openGroups.isOpen(group.name)}
                onToggle={() => openGroups.toggle(group.name)}
              >
                {() =>
                  group.operations.map((operation) => (
                    <OperationCard
                      key={operation.key}
                      operation={operation}
                      document={openApi.data}
                      open={openOperations.isOpen(operation.key)}
                      onToggle={() => openOperations.toggle(operation.key)}
                    />
                  ))
                }
              </OperationGroup>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
