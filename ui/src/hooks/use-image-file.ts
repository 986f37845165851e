import { useState } from 'react';

import { isImageFile, toastInvalidFiles } from '@/lib/image-files';
import { toast } from '@/lib/toast';

export type PickedImage = { dataUrl: string; name: string };

/**
 * Picking one image (spec section 5): anything but an image gets the 'Invalid files' toast; an
 * image is read with `read` (`reading` meanwhile) and handed to `onPicked`, or, when reading
 * fails, gets the 'File processing failed' toast.
 */
export function useImageFile(
  read: (file: File) => Promise<string>,
  onPicked: (image: PickedImage) => void,
) {
  const [reading, setReading] = useState(false);

  async function pick(files: readonly File[]) {
    const file = files[0];
    if (!file) return;
    if (!isImageFile(file)) {
      toastInvalidFiles();
      return;
    }
    setReading(true);
    try {
      onPicked({ dataUrl: await read(file), name: file.name });
    } catch (error) {
      console.error('File processing failed', error);
      toast({
        variant: 'destructive',
        title: 'File processing failed',
        description: `Could not read ${file.name}. Please try another image.`,
      });
    } finally {
      setReading(false);
    }
  }

  return { reading, pick };
}
