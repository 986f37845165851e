import { ImageOff } from 'lucide-react';
import { StoredImage } from '@/components/ui/stored-image';

type ProductGalleryProps = {
  name: string;
  imageUrls: readonly string[];
  /** The image shown large (and used for a packshot). */
  selected: string | null;
  onSelect: (url: string) => void;
};

/** The product's images: one large, the others as thumbnails to switch to. */
export function ProductGallery({ name, imageUrls, selected, onSelect }: ProductGalleryProps) {
  if (imageUrls.length === 0 || !selected) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-2 rounded-card border border-line bg-surface-muted text-sm text-ink-muted">
        <ImageOff className="size-8" aria-hidden="true" />
        No images
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <StoredImage
        src={selected}
        sizes="(min-width: 1024px) 28rem, 100vw"
        alt={name}
        className="aspect-square w-full rounded-card border border-line bg-surface-muted object-contain"
      />
      {imageUrls.length > 1 ? (
        <ul aria-label="Product images" className="flex flex-wrap gap-2">
          {imageUrls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-pressed={url === selected}
                onClick={() => onSelect(url)}
                className={`block overflow-hidden rounded-lg border-2 ${
                  url === selected ? 'border-brand-500' : 'border-transparent hover:border-line'
                }`}
              >
                <StoredImage src={url} sizes="64px" className="size-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
