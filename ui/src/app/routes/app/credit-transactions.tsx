import { useSearchParams } from 'react-router-dom';

import { ContentPage } from '@/components/layouts/content-page';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pagination } from '@/components/ui/pagination';
import { HISTORY_PAGE_SIZE, useCreditHistory } from '@/features/credits/api/get-credit-history';
import { CreditHistoryList } from '@/features/credits/components/credit-history-list';

/**
 * /credit-transactions?page=N: the user's whole token history, newest first, a page at a time:
 * one line per run with what it finally cost, its ledger entries on demand.
 */
export function CreditTransactionsRoute() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useCreditHistory({ page, limit: HISTORY_PAGE_SIZE });
  const pageCount = history.data
    ? Math.max(1, Math.ceil(history.data.total / history.data.limit))
    : 1;

  function goToPage(next: number) {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  }

  return (
    <ContentPage
      title="Token history"
      description="Every change to your token balance: plans, grants and what each generation cost."
      actions={
        <ButtonLink to="/settings?section=tokens" variant="secondary" size="sm">
          Back to settings
        </ButtonLink>
      }
    >
      {history.isPending ? (
        <PageSpinner />
      ) : history.isError ? (
        <FormAlert tone="error">Your transactions could not be loaded. Please try again.</FormAlert>
      ) : (
        <div className="space-y-6">
          <div
            aria-busy={history.isPlaceholderData || undefined}
            className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
          >
            <CreditHistoryList items={history.data.items} caption="Token transactions" />
          </div>
          {history.data.total > 0 ? (
            <p className="text-center text-sm text-ink-muted">
              Page {page} of {pageCount} · {history.data.total.toLocaleString()}{' '}
              {history.data.total === 1 ? 'entry' : 'entries'}
            </p>
          ) : null}
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={goToPage}
            label="Transaction pages"
          />
        </div>
      )}
    </ContentPage>
  );
}
