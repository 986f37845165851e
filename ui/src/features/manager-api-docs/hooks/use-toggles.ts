import { useState } from 'react';

const NONE: ReadonlyMap<string, boolean> = new Map();

/**
 * Which items of a list are open: those the user toggled as they left them, the rest as
 * `byDefault` says. The toggles belong to `scope` and are dropped when it changes, so a new search
 * starts from its own defaults instead of hiding its matches in a group closed earlier.
 */
export function useToggles(scope: string, byDefault: (key: string) => boolean) {
  const [state, setState] = useState({ scope, open: NONE });
  const toggled = state.scope === scope ? state.open : NONE;
  const isOpen = (key: string) => toggled.get(key) ?? byDefault(key);
  return {
    isOpen,
    toggle: (key: string) => setState({ scope, open: new Map(toggled).set(key, !isOpen(key)) }),
    setAll: (keys: readonly string[], open: boolean) =>
      setState({ scope, open: new Map(keys.map((key) => [key, open])) }),
  };
}
