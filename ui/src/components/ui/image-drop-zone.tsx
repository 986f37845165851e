import { ImageUp, LoaderCircle } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';

type ImageDropZoneProps = {
  /** The file input's accessible name, e.g. 'Product photo'. */
  label: string;
  /** Called with what was picked or dropped; the caller checks the files. */
  onFiles: (files: File[]) => void;
  /** A data or object URL of the chosen image, shown in place of the prompt. */
  preview?: string | null;
  /** The chosen file's name, under the preview. */
  fileName?: string | null;
  busy?: boolean;
  disabled?: boolean;
  hint?: string;
  className?: string;
};

/**
 * One image by click or by drag and drop. It offers only images to the file picker, but a drop
 * can bring anything, so callers still check the type (spec section 5: 'Invalid files').
 */
export function ImageDropZone({
  label,
  onFiles,
  preview,
  fileName,
  busy = false,
  disabled = false,
  hint = 'PNG, JPEG or WebP, up to 10 MB',
  className = '',
}: ImageDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled || busy) return;
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`relative flex min-h-48 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-card border-2 border-dashed p-4 text-center transition-colors ${
        dragging
          ? 'border-brand-500 bg-brand-50'
          : 'border-line bg-surface-muted hover:border-brand-200'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''} ${className}`}
    >
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-label={label}
        disabled={disabled || busy}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Let the same file be picked again after a failure.
          event.target.value = '';
          onFiles(files);
        }}
      />
      {preview ? (
        <>
          <img
            src={preview}
            alt={`Chosen image${fileName ? `: ${fileName}` : ''}`}
            className="max-h-40 rounded-lg object-contain"
          />
          <span className="text-sm font-medium text-brand-700">Choose another image</span>
        </>
      ) : (
        <>
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ImageUp className="size-6" aria-hidden="true" />
          </span>
          <span className="font-semibold text-ink">Upload an image</span>
          <span className="text-sm text-ink-muted">Click to choose, or drop it here. {hint}</span>
        </>
      )}
      {busy ? (
        <span
          className="absolute inset-0 flex items-center justify-center bg-surface/70"
          role="status"
        >
          <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
          <span className="sr-only">Reading the image…</span>
        </span>
      ) : null}
    </label>
  );
}
