/**
 * One value in local storage that lapses `ttlMs` after it was saved (its `timestamp`). Reading
 * answers it only while valid and still well-formed (`fields` checks what was stored, which a
 * person or an older app version may have changed); a lapsed or unreadable one is deleted, so it
 * is never offered again.
 */
export function expiringItem<T extends { timestamp: number }>(
  key: string,
  ttlMs: number,
  fields: (stored: Record<string, unknown>) => Omit<T, 'timestamp'> | null,
) {
  const clear = () => localStorage.removeItem(key);
  return {
    save(value: Omit<T, 'timestamp'>, now = Date.now()) {
      localStorage.setItem(key, JSON.stringify({ ...value, timestamp: now }));
    },
    read(now = Date.now()): T | null {
      const raw = localStorage.getItem(key);
      if (raw === null) return null;
      const item = parse(raw, fields) as T | null;
      if (!item || now - item.timestamp >= ttlMs) {
        clear();
        return null;
      }
      return item;
    },
    clear,
  };
}

function parse<T>(
  raw: string,
  fields: (stored: Record<string, unknown>) => T | null,
): (T & { timestamp: number }) | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { timestamp } = value as Record<string, unknown>;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const checked = fields(value as Record<string, unknown>);
  return checked ? { ...checked, timestamp } : null;
}
