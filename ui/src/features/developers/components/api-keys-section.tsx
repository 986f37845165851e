import { API_KEY_SCOPE_LABELS, type ApiKeyView } from '@studio/api/contract/api-keys';
import { KeySquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { DataTable, tableColumns } from '@/components/ui/data-table';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { LoadingSkeleton } from '@/components/ui/loading-skeleton';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : 'Never';

const column = tableColumns<ApiKeyView>();

function columnsFor(revoke: (key: ApiKeyView) => void, revoking: string | undefined) {
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium text-ink">{info.getValue()}</span>,
    }),
    column.accessor('prefix', {
      header: 'Key',
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}…</span>,
    }),
    column.accessor('scope', {
      header: 'May',
      cell: (info) => API_KEY_SCOPE_LABELS[info.getValue()],
    }),
    column.accessor('createdAt', { header: 'Made', cell: (info) => when(info.getValue()) }),
    column.accessor('lastUsedAt', { header: 'Last used', cell: (info) => when(info.getValue()) }),
    column.display({
      id: 'revoke',
      header: 'Status',
      cell: ({ row: { original: key } }) =>
        key.revokedAt ? (
          <span className="text-ink-muted">Revoked {when(key.revokedAt)}</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            isLoading={revoking === key.id}
            onClick={() => revoke(key)}
            aria-label={`Revoke the key ${key.name}`}
          >
            Revoke
          </Button>
        ),
    }),
  ]);
}

/**
 * Settings → Developers: the account's API keys for the `/v1` API — each named, with what it may
 * do, its first characters and when it was last used; a key made is shown once; revoking one
 * stops it at once.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [making, setMaking] = useState(false);
  const [confirming, setConfirming] = useState<ApiKeyView | null>(null);
  const columns = columnsFor(setConfirming, revoke.isPending ? revoke.variables : undefined);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-ink-muted">
          Keys let your shop or your scripts run snaps through the API, charged to this account like
          your own runs.{' '}
          <Link to="/developers" className="font-semibold text-brand-700 hover:underline">
            Read the API guide
          </Link>
        </p>
        <Button onClick={() => setMaking(true)}>
          <Plus className="size-4" aria-hidden="true" />
          New API key
        </Button>
      </div>
      {keys.isPending ? (
        <LoadingSkeleton label="Loading your API keys" count={2} itemClassName="h-12" />
      ) : keys.isError ? (
        <FetchErrorAlert what="your API keys" onRetry={() => void keys.refetch()} />
      ) : keys.data.keys.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line p-6 text-center">
          <KeySquare className="size-8 text-brand-600" aria-hidden="true" />
          <p className="font-medium text-ink">No API keys yet</p>
          <p className="text-sm text-ink-muted">
            Make one to run snaps from your shop, a spreadsheet or a script.
          </p>
        </div>
      ) : (
        <DataTable
          columns={columns}
          data={keys.data.keys}
          label="API keys"
          caption="Your API keys, newest first"
          minWidthClass="sm:min-w-[44rem]"
          rowClassName={(key) => (key.revokedAt ? 'text-ink-muted' : '')}
          rowData={(key) => ({ 'data-testid': `api-key-${key.id}` })}
          stackOnPhone
          align="middle"
        />
      )}
      {making ? <NewApiKeyDialog onClose={() => setMaking(false)} /> : null}
      {confirming ? (
        <RevokeApiKeyDialog
          apiKey={confirming}
          onConfirm={() => revoke.mutate(confirming.id, { onSuccess: () => setConfirming(null) })}
          onClose={() => setConfirming(null)}
          pending={revoke.isPending}
        />
      ) : null}
    </div>
  );
}
