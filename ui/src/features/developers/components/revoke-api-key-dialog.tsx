import { type ApiKeyView } from '@studio/api/contract/api-keys';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** "Revoke this key?": it stops at once, and cannot be turned back on. */
export function RevokeApiKeyDialog({
  apiKey,
  onConfirm,
  onClose,
  pending,
}: {
  apiKey: ApiKeyView;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Revoke “${apiKey.name}”?`}
      description={`Programs using ${apiKey.prefix}… are refused from the next call. A revoked key cannot be turned back on: make a new one instead.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" isLoading={pending} onClick={onConfirm}>
          Revoke the key
        </Button>
      </div>
    </Dialog>
  );
}
