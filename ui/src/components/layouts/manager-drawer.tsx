import { ArrowLeft, LogOut, Menu, Settings, Workflow } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';

import { useLogout } from '@/lib/auth';
import { Sheet } from '@/components/ui/sheet';
import { ManagerNav } from './manager-nav';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink';

/** The manager's menu on small screens: the panel, the way back to the site, settings, logout. */
export function ManagerDrawer() {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open manager menu"
        className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted md:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <Sheet open={open} onOpenChange={setOpen} title="Manager Panel" side="right">
        <nav aria-label="Manager menu">
          <ul className="flex flex-col gap-0.5">
            <li>
              <ManagerNav reduced onNavigate={close} />
            </li>
            <li>
              <NavLink to="/workflows" className={itemClass} onClick={close}>
                <Workflow className="size-4 shrink-0" aria-hidden="true" />
                Workflows
              </NavLink>
            </li>
            <li>
              <NavLink to="/dashboard" className={itemClass} onClick={close}>
                <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
                Back to Website
              </NavLink>
            </li>
            <li>
              <NavLink to="/settings" className={itemClass} onClick={close}>
                <Settings className="size-4 shrink-0" aria-hidden="true" />
                Settings
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                disabled={logout.isPending}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                <LogOut className="size-4 shrink-0" aria-hidden="true" />
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </Sheet>
    </>
  );
}
