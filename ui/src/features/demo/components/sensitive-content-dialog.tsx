import { ShieldAlert } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SENSITIVE_CONTENT_TIPS } from '@/lib/sensitive-content';

type SensitiveContentDialogProps = {
  /** The server's text, or the spec's default; null keeps the dialog closed. */
  message: string | null;
  onTryDifferentContent: () => void;
  onClose: () => void;
};

/** Spec section 8: the demo's image was flagged (422 SENSITIVE_CONTENT or E005). */
export function SensitiveContentDialog({
  message,
  onTryDifferentContent,
  onClose,
}: SensitiveContentDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Content Cannot Be Processed"
      description={message}
    >
      <div className="flex gap-3 rounded-lg border border-warning-200 bg-warning-50 p-4 text-sm text-warning-800">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Tips for a successful try</p>
          <ul className="mt-1 list-disc space-y-1 pl-4">
            {SENSITIVE_CONTENT_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onTryDifferentContent}>Try Different Content</Button>
      </div>
    </Dialog>
  );
}
