import { type User } from '@studio/api/contract/auth';
import { ChevronDown, CreditCard, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useLogout } from '@/lib/auth';
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu';

function initials(user: User) {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The signed-in user's menu: Subscription, Settings, Logout. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <MenuRoot>
      <MenuTrigger
        aria-label={`Account menu for ${user.firstName} ${user.lastName}`}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface py-1 pr-2 pl-1 text-sm font-medium text-ink hover:bg-surface-muted data-[state=open]:bg-surface-muted"
      >
        {/* The initials are drawn from an attribute, not written as text: they are a picture of
            the account, and visible text the accessible name does not contain would fail WCAG
            2.5.3 (label in name). */}
        <span
          aria-hidden="true"
          data-initials={initials(user)}
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900 before:content-[attr(data-initials)]"
        />
        <span className="hidden max-w-32 truncate lg:inline">{user.firstName}</span>
        <ChevronDown className="size-4 text-ink-muted" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align="end">
        <MenuLabel>
          <span className="block truncate font-semibold text-ink">
            {user.firstName} {user.lastName}
          </span>
          <span className="block truncate text-ink-muted">{user.email}</span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem asChild>
          <Link to="/subscription">
            <CreditCard className="size-4 text-ink-muted" aria-hidden="true" />
            Subscription
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/settings">
            <Settings className="size-4 text-ink-muted" aria-hidden="true" />
            Settings
          </Link>
        </MenuItem>
        <MenuSeparator />
        <MenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut className="size-4 text-ink-muted" aria-hidden="true" />
          Logout
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
