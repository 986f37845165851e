import { LayoutGrid, Package, Plus, Sparkles } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';

import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/menu';

type MobileBottomBarProps = {
  onCreateProduct: () => void;
};

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-full flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium ${
    isActive ? 'text-brand-700' : 'text-ink-muted hover:text-ink'
  }`;

/** Small screens, signed in: Content and Products tabs around a plus button that creates. */
export function MobileBottomBar({ onCreateProduct }: MobileBottomBarProps) {
  return (
    <nav
      aria-label="Quick navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex h-16 max-w-md items-center gap-2 px-4">
        <NavLink to="/content" className={tabClass}>
          <LayoutGrid className="size-5" aria-hidden="true" />
          Content
        </NavLink>
        <MenuRoot>
          <MenuTrigger
            aria-label="Create"
            className="-mt-6 inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised ring-4 ring-surface hover:bg-brand-700"
          >
            <Plus className="size-6" aria-hidden="true" />
          </MenuTrigger>
          <MenuContent side="top" align="center">
            <MenuItem asChild>
              <Link to="/create-content">
                <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
                Content
              </Link>
            </MenuItem>
            <MenuItem onSelect={onCreateProduct}>
              <Package className="size-4 text-brand-600" aria-hidden="true" />
              Product
            </MenuItem>
          </MenuContent>
        </MenuRoot>
        <NavLink to="/products" className={tabClass}>
          <Package className="size-5" aria-hidden="true" />
          Products
        </NavLink>
      </div>
    </nav>
  );
}
