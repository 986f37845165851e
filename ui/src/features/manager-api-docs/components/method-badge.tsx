import { type HttpMethod } from '../model/openapi-document';

/**
 * Tints as API consoles use them (reads blue, creates green, changes amber, deletes red); the
 * method is written out, so the colour is never the only sign. Each pair is at least 4.5:1.
 */
const TINTS: Partial<Record<HttpMethod, string>> = {
  get: 'bg-brand-50 text-brand-700 border-brand-200',
  post: 'bg-success-50 text-success-700 border-success-200',
  put: 'bg-warning-50 text-warning-800 border-warning-200',
  patch: 'bg-warning-50 text-warning-800 border-warning-200',
  delete: 'bg-danger-50 text-danger-700 border-danger-200',
};

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={`inline-flex w-16 shrink-0 justify-center rounded-md border px-1.5 py-0.5 font-mono text-xs font-bold ${
        TINTS[method] ?? 'border-line bg-surface-muted text-ink'
      }`}
    >
      {method.toUpperCase()}
    </span>
  );
}
