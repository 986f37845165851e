import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export type AuthTab = 'sign-in' | 'sign-up';

const tabs = [
  { id: 'sign-in', label: 'Sign In', path: '/auth' },
  { id: 'sign-up', label: 'Sign Up', path: '/register' },
] as const satisfies readonly { id: AuthTab; label: string; path: string }[];

type AuthTabsProps = {
  active: AuthTab;
  children: ReactNode;
};

/**
 * The Sign In / Sign Up switch. The path is the state (/register is Sign Up, the rest Sign In),
 * so a tab switches by navigating; arrow keys, Home and End move between tabs as ARIA tabs do.
 */
export function AuthTabs({ active, children }: AuthTabsProps) {
  const navigate = useNavigate();
  const refs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  const focusAfterSwitch = useRef(false);

  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    refs.current[active]?.focus();
  }, [active]);

  function select(id: AuthTab) {
    if (id === active) return;
    const tab = tabs.find((t) => t.id === id);
    if (tab) void navigate(tab.path, { replace: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((t) => t.id === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    focusAfterSwitch.current = true;
    select(target.id);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Sign in or sign up"
        className="grid grid-cols-2 gap-1 rounded-full bg-surface-muted p-1"
      >
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[tab.id] = node;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={selected ? `auth-panel-${tab.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
              className={`h-10 rounded-full text-sm font-semibold transition-colors ${
                selected ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`auth-panel-${active}`}
        aria-labelledby={`auth-tab-${active}`}
        className="mt-6"
      >
        {children}
      </div>
    </div>
  );
}
