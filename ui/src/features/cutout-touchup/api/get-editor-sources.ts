import { type CutoutTouchUp } from '@studio/api/contract/cutouts';
import { useQuery } from '@tanstack/react-query';

import { loadEditorSources } from '@/features/cutout-touchup/lib/editor-sources';

/**
 * The pixels the editor works on (photo, cut-out, objects map), read once per opening: they are
 * megabytes, so they leave the cache as soon as the editor closes.
 */
export function useEditorSources(touchUp: CutoutTouchUp) {
  return useQuery({
    queryKey: ['cutout-pixels', touchUp.cutoutUrl, touchUp.objectsUrl, touchUp.photoUrl],
    queryFn: ({ signal }) => loadEditorSources(touchUp, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}
