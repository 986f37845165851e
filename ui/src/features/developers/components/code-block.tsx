/**
 * A code sample: monospace, kept as written, scrolled sideways inside its own region on a narrow
 * screen (a named region a keyboard can focus, so it can be scrolled without a mouse).
 */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-ink p-4 font-mono text-xs leading-relaxed text-white focus-visible:outline-2 focus-visible:outline-brand-500 sm:text-sm"
    >
      <code>{code}</code>
    </pre>
  );
}
