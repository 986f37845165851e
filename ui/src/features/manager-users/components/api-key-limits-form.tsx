import { type ApiKeyView } from '@studio/api/contract/api-keys';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useSetApiKeyLimits } from '../api/user-api-keys';

/** A key's limits, changed by a manager: requests a minute and runs under way at once. */
export function ApiKeyLimitsForm({
  userId,
  apiKey,
  onDone,
}: {
  userId: string;
  apiKey: ApiKeyView;
  onDone: () => void;
}) {
  const save = useSetApiKeyLimits(userId);
  const [requests, setRequests] = useState(String(apiKey.requestsPerMinute));
  const [runs, setRuns] = useState(String(apiKey.runsInFlight));
  return (
    <form
      noValidate
      className="mt-2 grid w-full gap-2 sm:grid-cols-2"
      aria-label={`Limits of the key ${apiKey.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            keyId: apiKey.id,
            limits: { requestsPerMinute: Number(requests), runsInFlight: Number(runs) },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <TextField
        label="Requests a minute"
        type="number"
        inputMode="numeric"
        min={1}
        max={100000}
        value={requests}
        onChange={(event) => setRequests(event.target.value)}
      />
      <TextField
        label="Runs at once"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        value={runs}
        onChange={(event) => setRuns(event.target.value)}
      />
      {save.isError ? (
        <div className="sm:col-span-2">
          <FormAlert tone="error">
            {serverMessage(save.error) ?? 'The limits could not be saved. Please try again.'}
          </FormAlert>
        </div>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={save.isPending}>
          Save limits
        </Button>
      </div>
    </form>
  );
}
