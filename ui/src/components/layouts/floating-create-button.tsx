import { Package, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useFooterLift } from '@/hooks/use-footer-lift';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/menu';

type FloatingCreateButtonProps = {
  onCreateProduct: () => void;
  /** The footer to keep clear of. */
  footer: HTMLElement | null;
};

/** Wide screens: a plus button in the corner offering Create Content and Create Product. */
export function FloatingCreateButton({ onCreateProduct, footer }: FloatingCreateButtonProps) {
  const bottom = useFooterLift(footer);
  return (
    <div
      data-testid="floating-create"
      className="fixed right-6 z-30 hidden transition-[bottom] duration-150 md:block"
      style={{ bottom }}
    >
      <MenuRoot>
        <MenuTrigger
          aria-label="Create"
          className="inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised hover:bg-brand-700 data-[state=open]:bg-brand-700"
        >
          <Plus className="size-6" aria-hidden="true" />
        </MenuTrigger>
        <MenuContent side="top" align="end">
          <MenuItem asChild>
            <Link to="/create-content">
              <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
              Create Content
            </Link>
          </MenuItem>
          <MenuItem onSelect={onCreateProduct}>
            <Package className="size-4 text-brand-600" aria-hidden="true" />
            Create Product
          </MenuItem>
        </MenuContent>
      </MenuRoot>
    </div>
  );
}
