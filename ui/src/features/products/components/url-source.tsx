import { zodResolver } from '@hookform/resolvers/zod';
import { analyzeUrlSchema } from '@studio/api/contract/products';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { type UrlProblem } from '@/features/products/lib/url-problem';

type UrlSourceProps = {
  /** The address as the dialog keeps it (across tabs and a failed analysis). */
  url: string;
  /** Why the last analysis of this address failed, and what to try. */
  problem?: UrlProblem;
  onUrlChange: (url: string) => void;
  onAnalyze: (url: string) => void;
};

/**
 * From URL: a product page whose name, description and images are read. The address is checked
 * by the contract's schema when Analyze is pressed; its message goes as soon as it is edited.
 */
export function UrlSource({ url, problem, onUrlChange, onAnalyze }: UrlSourceProps) {
  const { register, handleSubmit, clearErrors, formState } = useForm<
    z.input<typeof analyzeUrlSchema>,
    unknown,
    z.output<typeof analyzeUrlSchema>
  >({
    resolver: zodResolver(analyzeUrlSchema),
    defaultValues: { url },
    reValidateMode: 'onSubmit',
  });
  const error = formState.errors.url?.message;

  return (
    <form
      noValidate
      aria-label="Product page"
      onSubmit={handleSubmit((values) => onAnalyze(values.url))}
      className="space-y-4"
    >
      <TextField
        label="Product page URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://shop.example.com/products/…"
        error={error ?? problem?.message}
        hint={error ? undefined : problem?.tryNext}
        {...register('url', {
          onChange: (event: { target: { value: string } }) => {
            onUrlChange(event.target.value);
            clearErrors('url');
          },
        })}
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
