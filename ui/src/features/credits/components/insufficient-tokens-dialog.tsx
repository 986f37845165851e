import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';

type InsufficientTokensDialogProps = {
  details: { message: string; requiredTokens: number; currentTokens: number } | null;
  onClose: () => void;
};

/** The 402 `insufficient_tokens` answer (spec section 8): what it needs, what is there, the gap. */
export function InsufficientTokensDialog({ details, onClose }: InsufficientTokensDialogProps) {
  const additional = details ? Math.max(0, details.requiredTokens - details.currentTokens) : 0;
  return (
    <Dialog
      open={details !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Insufficient Tokens"
      description={details?.message}
    >
      {details ? (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg bg-surface-muted p-4 text-sm">
            <dt className="text-ink-muted">Tokens required</dt>
            <dd
              data-testid="tokens-required"
              className="text-right font-semibold text-ink tabular-nums"
            >
              {details.requiredTokens}
            </dd>
            <dt className="text-ink-muted">Current balance</dt>
            <dd
              data-testid="tokens-current"
              className="text-right font-semibold text-ink tabular-nums"
            >
              {details.currentTokens}
            </dd>
            <dt className="font-medium text-ink">Additional needed</dt>
            <dd
              data-testid="tokens-additional"
              className="text-right font-bold text-danger-600 tabular-nums"
            >
              {additional}
            </dd>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <ButtonLink to="/subscription" onClick={onClose}>
              View Plans
            </ButtonLink>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
