import { Fragment, type ReactNode } from 'react';

/**
 * The little Markdown (CommonMark, as OpenAPI's descriptions are) the API's document uses:
 * paragraphs, `-` lists, `code` and **bold**. Drawn as React elements, never as HTML from the
 * document; anything else stays as written.
 */
function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) {
      return (
        <code
          key={index}
          className="rounded bg-surface-muted px-0.5 font-mono text-[0.85em] text-ink"
        >
          {part.slice(1, -1)}
        </code>
      );
    }
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}

export function MarkdownText({ text, className = '' }: { text: string; className?: string }) {
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <div className={`space-y-1.5 break-words ${className}`}>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => /^\s*[-*] /.test(line))) {
          return (
            <ul key={index} className="list-disc space-y-0.5 pl-5">
              {lines.map((line, item) => (
                <li key={item}>{inline(line.replace(/^\s*[-*] /, ''))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
