/**
 * A style a signed-out visitor picked on the landing page. After sign-in they continue on the
 * create-content screen with it.
 */
export const PENDING_CONTENT_KEY = 'snapshot-studio:pending-content';

export function savePendingContent(style: string) {
  localStorage.setItem(PENDING_CONTENT_KEY, JSON.stringify({ style }));
}

/** Reads and removes the stored style; null when there is none or it is unreadable. */
export function takePendingContentStyle(): string | null {
  const raw = localStorage.getItem(PENDING_CONTENT_KEY);
  if (raw === null) return null;
  localStorage.removeItem(PENDING_CONTENT_KEY);
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { style } = value as Record<string, unknown>;
    return typeof style === 'string' && style.trim() !== '' ? style : null;
  } catch {
    return null;
  }
}
