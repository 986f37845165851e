import { PanelLeft } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { sectionOf } from '@/config/manager-sections';
import { Sheet } from '@/components/ui/sheet';
import { ManagerNav } from './manager-nav';

/**
 * The manager panel frame: the sections in a sidebar on wide screens and in a slide-out menu on
 * small ones, with the current section's screen beside them. The frame takes the window's whole
 * width (its screens cap their own), so at 1440 px a table gets the room beside the sidebar
 * rather than a column of about 960 px in the middle.
 */
export function ManagerLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const current = sectionOf(pathname);

  return (
    <div className="flex w-full flex-1">
      <aside className="hidden w-64 shrink-0 border-r border-line px-3 py-6 lg:block">
        <p className="px-3 pb-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Manager Panel
        </p>
        <ManagerNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-line px-4 py-2 lg:hidden">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            className="inline-flex h-9 items-center gap-2 rounded-full border border-line px-3 text-sm font-medium text-ink hover:bg-surface-muted"
          >
            <PanelLeft className="size-4" aria-hidden="true" />
            Sections
          </button>
          {current ? (
            <span className="truncate text-sm text-ink-muted">{current.title}</span>
          ) : null}
        </div>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Manager Panel" side="left">
          <ManagerNav onNavigate={() => setMenuOpen(false)} />
        </Sheet>
        <Outlet />
      </div>
    </div>
  );
}
