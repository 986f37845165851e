import { fileUrl } from '@/lib/stored-files';
import { type ShownValue } from './run-format';

const thumbnailUrl = (fileKey: string) => fileUrl(fileKey, 320);

/** An image from the file store as a thumbnail that opens at full size in a new tab. */
export function FileThumbnail({ fileKey, alt }: { fileKey: string; alt: string }) {
  return (
    <a
      href={fileUrl(fileKey)}
      target="_blank"
      rel="noreferrer"
      className="block w-32 shrink-0 rounded-lg border border-line bg-surface-muted p-1 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <img
        src={thumbnailUrl(fileKey)}
        alt={alt}
        loading="lazy"
        className="aspect-square w-full rounded-md object-contain"
      />
      <span className="sr-only"> (full size, opens in a new tab)</span>
    </a>
  );
}

/** An input's or an output's value: images as thumbnails, text as text. */
export function ShownValueView({ value, name }: { value: ShownValue; name: string }) {
  if (value.kind === 'text') {
    return (
      <p className="max-h-48 overflow-y-auto rounded-lg bg-surface-muted p-2 text-sm break-words whitespace-pre-wrap text-ink">
        {value.text || <span className="text-ink-muted">(empty)</span>}
      </p>
    );
  }
  const keys = value.kind === 'image' ? [value.fileKey] : value.fileKeys;
  return (
    <div className="flex flex-wrap gap-2">
      {keys.map((key, i) => (
        <FileThumbnail
          key={key}
          fileKey={key}
          alt={keys.length > 1 ? `${name} ${i + 1} of ${keys.length}` : name}
        />
      ))}
    </div>
  );
}
