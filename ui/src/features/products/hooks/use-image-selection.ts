import { MAX_IMAGES_PER_ANALYSIS, TOO_MANY_IMAGES } from '@studio/api/contract/products';
import { useCallback, useEffect, useRef, useState } from 'react';

import { type CompressedImage, compressImage, toastCompressed } from '@/lib/compress-image';
import { isImageFile, toastInvalidFiles } from '@/lib/image-files';
import { toast } from '@/lib/toast';

export type SelectedImage = {
  id: number;
  file: File;
  /** An object URL for the thumbnail; revoked when the image is removed or the selection cleared. */
  previewUrl: string;
};

let nextId = 1;

/**
 * The images chosen for an analysis (spec section 5): image files only, at most 5, each brought
 * under the compression target, each with a preview. Object URLs are freed on remove, on clear
 * and on unmount.
 */
export function useImageSelection() {
  const [images, setImages] = useState<SelectedImage[]>([]);
  const [processing, setProcessing] = useState(false);
  // The latest list, for the limit check of a second selection and for the unmount clean-up.
  const current = useRef<SelectedImage[]>([]);
  const mounted = useRef(true);
  // Bumped by clear(), so a selection still being compressed then is dropped.
  const generation = useRef(0);

  const commit = useCallback((next: SelectedImage[]) => {
    current.current = next;
    setImages(next);
  }, []);

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const valid = files.filter(isImageFile);
      if (valid.length < files.length) toastInvalidFiles();
      if (valid.length === 0) return;
      if (current.current.length + valid.length > MAX_IMAGES_PER_ANALYSIS) {
        toast({ variant: 'destructive', title: 'Too many images', description: TOO_MANY_IMAGES });
        return;
      }

      setProcessing(true);
      const started = generation.current;
      const results = await Promise.allSettled(valid.map((file) => compressImage(file)));
      if (!mounted.current || started !== generation.current) return;
      setProcessing(false);

      const kept: CompressedImage[] = [];
      const failed: string[] = [];
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') kept.push(result.value);
        else {
          console.error('File processing failed', result.reason);
          failed.push(valid[i]?.name ?? 'an image');
        }
      });
      // Another selection may have landed meanwhile: the limit still holds.
      const room = MAX_IMAGES_PER_ANALYSIS - current.current.length;
      const added = kept.slice(0, Math.max(0, room)).map(({ file }) => ({
        id: nextId++,
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      commit([...current.current, ...added]);

      if (failed.length > 0) {
        toast({
          variant: 'destructive',
          title: 'File processing failed',
          description: `Could not process ${failed.join(', ')}. Please try another image.`,
        });
        return;
      }
      toastCompressed(kept);
    },
    [commit],
  );

  const remove = useCallback(
    (id: number) => {
      const image = current.current.find((i) => i.id === id);
      if (image) URL.revokeObjectURL(image.previewUrl);
      commit(current.current.filter((i) => i.id !== id));
    },
    [commit],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    commit([]);
    setProcessing(false);
  }, [commit]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    };
  }, []);

  return { images, processing, add, remove, clear };
}

export type ImageSelection = ReturnType<typeof useImageSelection>;
