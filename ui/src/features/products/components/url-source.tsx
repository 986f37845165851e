import { analyzeUrlSchema } from '@studio/api/contract/products';
import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { type UrlProblem } from '@/features/products/lib/url-problem';

type UrlSourceProps = {
  url: string;
  /** Why the last analysis of this address failed, and what to try. */
  problem?: UrlProblem;
  onUrlChange: (url: string) => void;
  onAnalyze: (url: string) => void;
};

/** From URL: a product page whose name, description and images are read. */
export function UrlSource({ url, problem, onUrlChange, onAnalyze }: UrlSourceProps) {
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = analyzeUrlSchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid URL');
      return;
    }
    setError(undefined);
    onAnalyze(parsed.data.url);
  }

  return (
    <form noValidate aria-label="Product page" onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Product page URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://shop.example.com/products/…"
        value={url}
        error={error ?? problem?.message}
        hint={error ? undefined : problem?.tryNext}
        onChange={(event) => {
          onUrlChange(event.target.value);
          setError(undefined);
        }}
      />
      <p className="text-xs text-ink-muted">
        We read the page’s product name, description and up to 5 images.
      </p>
      <Button type="submit" className="w-full" disabled={url.trim() === ''}>
        Analyze URL
      </Button>
    </form>
  );
}
