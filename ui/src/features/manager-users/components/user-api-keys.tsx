import { API_KEY_SCOPE_LABELS } from '@studio/api/contract/api-keys';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-parts';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { useRevokeUserApiKey, useUserApiKeys } from '../api/user-api-keys';
import { ApiKeyLimitsForm } from './api-key-limits-form';
import { formatMoment } from '../model/user-format';

/**
 * The user's API keys in their drawer: what each may do and when it was last used; a manager
 * revokes one (a leaked key reported, an account abused) after a second click, audited.
 */
export function UserApiKeys({ userId }: { userId: string }) {
  const keys = useUserApiKeys(userId);
  const revoke = useRevokeUserApiKey(userId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <DetailSection title="API keys">
      {keys.isPending ? (
        <p className="text-sm text-ink-muted" role="status">
          Loading the API keys…
        </p>
      ) : keys.isError ? (
        <FetchErrorAlert what="the API keys" onRetry={() => void keys.refetch()} />
      ) : keys.data.keys.length === 0 ? (
        <p className="text-sm text-ink-muted">No API keys.</p>
      ) : (
        <ul aria-label="API keys" className="divide-y divide-line text-sm">
          {keys.data.keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block font-medium text-ink">{key.name}</span>
                <span className="block text-xs text-ink-muted">
                  <span className="font-mono">{key.prefix}…</span> ·{' '}
                  {API_KEY_SCOPE_LABELS[key.scope]} · last used{' '}
                  {key.lastUsedAt ? formatMoment(key.lastUsedAt) : 'never'}
                </span>
                <span className="block text-xs text-ink-muted">
                  {`${key.requestsPerMinute} requests a minute · ${key.runsInFlight} runs at once`}
                </span>
              </span>
              {key.revokedAt ? (
                <span className="text-xs text-ink-muted">
                  Revoked {formatMoment(key.revokedAt)}
                </span>
              ) : confirming === key.id ? (
                <span className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    isLoading={revoke.isPending}
                    onClick={() => revoke.mutate(key.id, { onSuccess: () => setConfirming(null) })}
                  >
                    Revoke now
                  </Button>
                </span>
              ) : (
                <span className="flex gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(key.id)}
                    aria-label={`Change the limits of the key ${key.name}`}
                  >
                    Limits
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setConfirming(key.id)}
                    aria-label={`Revoke the key ${key.name}`}
                  >
                    Revoke
                  </Button>
                </span>
              )}
              {editing === key.id ? (
                <ApiKeyLimitsForm userId={userId} apiKey={key} onDone={() => setEditing(null)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
