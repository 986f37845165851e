import { ArrowRight, Gift } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { type PickedImage, useImageFile } from '@/hooks/use-image-file';
import { DEMO_STYLES, type DemoStyle, styleLabel } from '@/lib/demo-styles';
import { imageAsDataUrl } from '@/lib/image-files';
import { toast } from '@/lib/toast';
import { savePendingDemo } from '@/features/demo/lib/pending-demo';

/**
 * Local storage holds about 5 MB per site; the stored photo is kept well under it, redrawn
 * smaller when it is larger.
 */
const STORED_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

type DemoUploadProps = {
  /** The visitor picked a style but has no photo at hand: the app keeps the style for later. */
  onStyleOnly: (style: string) => void;
};

/**
 * The landing page's free demo (spec section 1): a visitor picks a product photo and a style
 * without an account. Both wait in local storage (one hour) while they sign up; the demo modal
 * runs them after sign-in.
 */
export function DemoUpload({ onStyleOnly }: DemoUploadProps) {
  const navigate = useNavigate();
  const [image, setImage] = useState<PickedImage | null>(null);
  const [style, setStyle] = useState<DemoStyle>(DEMO_STYLES[0].value);
  const { reading, pick } = useImageFile(
    (file) => imageAsDataUrl(file, { maxBytes: STORED_IMAGE_MAX_BYTES, maxSide: 1600 }),
    setImage,
  );

  function start() {
    if (!image) return;
    try {
      savePendingDemo({ image: image.dataUrl, workflow: style });
    } catch (error) {
      console.error('Could not keep the demo', error);
      toast({
        variant: 'destructive',
        title: 'File processing failed',
        description: 'This image is too large to keep for your demo. Please choose a smaller one.',
      });
      return;
    }
    void navigate('/register');
  }

  return (
    <section id="try-demo" aria-labelledby="try-demo-title" className="scroll-mt-16">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            <Gift className="size-4" aria-hidden="true" />
            One free demo, no credits needed
          </p>
          <h2
            id="try-demo-title"
            className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            Try it on your own product
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            Upload a product photo and pick a style. Create your free account and we generate it
            right away.
          </p>
        </div>
        <div className="mt-10 grid gap-6 rounded-[1.75rem] border border-line bg-surface p-4 shadow-card sm:p-6 lg:grid-cols-2">
          <ImageDropZone
            label="Product photo"
            onFiles={(files) => void pick(files)}
            preview={image?.dataUrl}
            fileName={image?.name}
            busy={reading}
          />
          <div className="flex flex-col gap-4">
            <fieldset>
              <legend className="font-semibold text-ink">Pick a style</legend>
              <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {DEMO_STYLES.map((option) => (
                  <label
                    key={option.value}
                    className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                      style === option.value
                        ? 'border-brand-500 bg-brand-50'
                        : 'border-line hover:border-brand-200'
                    }`}
                  >
                    <input
                      type="radio"
                      name="demo-style"
                      value={option.value}
                      checked={style === option.value}
                      onChange={() => setStyle(option.value)}
                      className="mt-1 accent-brand-600"
                    />
                    <span>
                      <span className="block font-medium text-ink">{option.label}</span>
                      <span className="block text-sm text-ink-muted">{option.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Button size="lg" onClick={start} disabled={!image || reading}>
              Create my free demo
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
            <p className="text-center text-sm text-ink-muted">
              No photo at hand?{' '}
              <button
                type="button"
                onClick={() => onStyleOnly(style)}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Sign up and start with {styleLabel(style)}
              </button>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
