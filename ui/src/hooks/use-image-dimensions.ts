import { useEffect, useState } from 'react';

type Dimensions = { width: number; height: number };

/**
 * An image's natural width and height once the browser has read it (a data URL, or a file the
 * user may read), or null before then and when it cannot be read.
 */
export function useImageDimensions(src: string | null): Dimensions | null {
  const [read, setRead] = useState<{ src: string; size: Dimensions } | null>(null);
  useEffect(() => {
    if (!src) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current)
        setRead({ src, size: { width: image.naturalWidth, height: image.naturalHeight } });
    };
    image.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  return read && read.src === src ? read.size : null;
}
