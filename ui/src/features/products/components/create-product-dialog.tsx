import { Globe, Images, LayoutGrid } from 'lucide-react';

import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type CreateProductDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const sources = [
  { icon: Images, label: 'From Images', text: 'Upload up to 5 photos; AI names and describes it.' },
  { icon: Globe, label: 'From URL', text: 'Paste a product page; we read its name and images.' },
  { icon: LayoutGrid, label: 'From Content', text: 'Turn content you generated into a product.' },
] as const;

/** Stands in for the create-product dialog, which a later release builds. */
export function CreateProductDialog({ open, onOpenChange }: CreateProductDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create a product"
      description="Creating products is coming in the next release. You will be able to start from:"
    >
      <ul className="space-y-3">
        {sources.map(({ icon: Icon, label, text }) => (
          <li key={label} className="flex gap-3 rounded-lg border border-line p-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold text-ink">{label}</p>
              <p className="text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        Got it
      </Button>
    </Dialog>
  );
}
