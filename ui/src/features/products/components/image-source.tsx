import { MAX_IMAGES_PER_ANALYSIS } from '@studio/api/contract/products';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { type SelectedImage } from '@/features/products/hooks/use-image-selection';

type ImageSourceProps = {
  images: readonly SelectedImage[];
  processing: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  onAnalyze: () => void;
};

/** From Images: pick or drop up to 5 photos, see them, then Analyze Images. */
export function ImageSource({ images, processing, onAdd, onRemove, onAnalyze }: ImageSourceProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const full = images.length >= MAX_IMAGES_PER_ANALYSIS;

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="space-y-4">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed p-6 text-center transition-colors ${
          dragging ? 'border-brand-500 bg-brand-50' : 'border-line hover:border-brand-200'
        }`}
      >
        {processing ? (
          <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden="true" />
        ) : (
          <ImagePlus className="size-8 text-brand-600" aria-hidden="true" />
        )}
        <span className="text-sm font-semibold text-ink">
          {processing ? 'Preparing your images…' : 'Choose product photos'}
        </span>
        <span className="text-xs text-ink-muted">
          Drop them here or click to browse. Up to {MAX_IMAGES_PER_ANALYSIS} images; large ones are
          compressed to 10 MB.
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-label="Product images"
        className="sr-only"
        disabled={processing || full}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Let the same file be chosen again after it was removed.
          event.target.value = '';
          onAdd(files);
        }}
      />

      {images.length > 0 ? (
        <>
          <ul aria-label="Chosen images" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {images.map((image) => (
              <li key={image.id} className="relative">
                <img
                  src={image.previewUrl}
                  alt={image.file.name}
                  className="aspect-square w-full rounded-lg border border-line object-cover"
                />
                <button
                  type="button"
                  aria-label={`Remove ${image.file.name}`}
                  onClick={() => onRemove(image.id)}
                  className="absolute top-1 right-1 rounded-full bg-ink/70 p-1 text-white hover:bg-ink"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <p className="text-xs text-ink-muted">
            {images.length} of {MAX_IMAGES_PER_ANALYSIS} images
          </p>
          <Button className="w-full" disabled={processing} onClick={onAnalyze}>
            Analyze Images
          </Button>
        </>
      ) : null}
    </div>
  );
}
