import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type CreatedApiKey,
  createApiKeySchema,
} from '@studio/api/contract/api-keys';
import { Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { copyAndSay } from '@/lib/copy-text';
import { useCreateApiKey } from '../api/api-keys';

const SCOPE_HINTS: Record<(typeof API_KEY_SCOPES)[number], string> = {
  runs: 'Start and follow runs of any snap, and read what they made.',
  content: 'Read your content and download its files.',
  products: 'Add and change products in your catalogue.',
};

type Form = z.input<typeof createApiKeySchema>;

/**
 * "New API key": a name and what it may do; then the key itself, shown this once with a copy
 * button (the server keeps only its hash, as Stripe and GitHub do).
 */
export function NewApiKeyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const { register, handleSubmit, formState } = useForm<
    Form,
    unknown,
    z.output<typeof createApiKeySchema>
  >({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scope: 'runs' },
  });

  if (made) return <KeyShownOnce made={made} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="New API key"
      description="Name it after what will use it, so you know which to revoke."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((fields) => create.mutate(fields, { onSuccess: setMade }))}
      >
        <TextField
          label="Name"
          placeholder="Shopify sync"
          autoFocus
          maxLength={60}
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-ink">It may</legend>
          <div className="mt-1.5 space-y-2">
            {API_KEY_SCOPES.map((scope) => (
              <label
                key={scope}
                className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={scope}
                  className="mt-0.5 size-4"
                  {...register('scope')}
                />
                <span className="text-sm">
                  <span className="block font-semibold text-ink">
                    {API_KEY_SCOPE_LABELS[scope]}
                  </span>
                  <span className="block text-ink-muted">{SCOPE_HINTS[scope]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {create.isError ? (
          <FormAlert tone="error">
            {serverMessage(create.error) ?? 'The key could not be made. Please try again.'}
          </FormAlert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            Make the key
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function KeyShownOnce({ made, onClose }: { made: CreatedApiKey; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Your key “${made.key.name}”`}
      description="Copy it now and keep it like a password: it is shown this once."
    >
      <div className="space-y-4">
        <div className="flex items-center gap-2 rounded-lg border border-line bg-surface-muted p-3">
          <code
            className="min-w-0 flex-1 font-mono text-sm break-all text-ink select-all"
            aria-label="The API key"
          >
            {made.secret}
          </code>
          <Button variant="secondary" size="sm" onClick={() => void copyAndSay(made.secret, 'key')}>
            <Copy className="size-4" aria-hidden="true" />
            Copy
          </Button>
        </div>
        <p className="flex gap-2 text-sm text-warning-800">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Anyone with it can spend this account’s tokens. If it leaks, revoke it here.
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
