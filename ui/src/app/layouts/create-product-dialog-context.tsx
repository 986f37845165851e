import type { ContentItem } from '@studio/api/contract/content';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

import { invalidateCredits } from '@/features/credits/api/invalidate-credits';

// Its own chunk: the dialog brings the photo compressor and the form library, which a visitor on
// the landing page never needs. A signed-in user's layout fetches it at once (see below).
const loadDialog = () => import('@/features/products/components/create-product-dialog');
const CreateProductDialog = lazy(async () => ({
  default: (await loadDialog()).CreateProductDialog,
}));

export type OpenCreateProductOptions = {
  /** Start on the From Content tab with this item chosen. */
  content?: ContentItem;
};

type CreateProductDialogControls = {
  open: (options?: OpenCreateProductOptions) => void;
};

const CreateProductDialogContext = createContext<CreateProductDialogControls | null>(null);

type CreateProductDialogProviderProps = {
  children: ReactNode;
  /** Render the dialog at all (only signed-in users can create products). */
  enabled?: boolean;
};

/**
 * Holds the one create-product dialog of the app, so any screen (the floating button, the
 * mobile bar, the products list, a content item) can open it. It lives in app/ because it hands
 * the products feature's dialog to screens of other features, and tells the credits feature when
 * a packshot spent tokens.
 */
export function CreateProductDialogProvider({
  children,
  enabled = true,
}: CreateProductDialogProviderProps) {
  const [state, setState] = useState<{ open: boolean; content: ContentItem | null }>({
    open: false,
    content: null,
  });
  // A new key for every opening, so the dialog starts fresh on the right tab.
  const [opening, setOpening] = useState(0);

  const open = useCallback((options?: OpenCreateProductOptions) => {
    setOpening((n) => n + 1);
    setState({ open: true, content: options?.content ?? null });
  }, []);
  const onOpenChange = useCallback((next: boolean) => {
    setState((current) => ({ ...current, open: next }));
  }, []);
  const controls = useMemo(() => ({ open }), [open]);
  const queryClient = useQueryClient();
  const onCreditsSpent = useCallback(() => void invalidateCredits(queryClient), [queryClient]);
  // Fetched as soon as a user is signed in, so the first opening does not wait for it.
  useEffect(() => {
    if (enabled) void loadDialog();
  }, [enabled]);

  return (
    <CreateProductDialogContext.Provider value={controls}>
      {children}
      {enabled ? (
        <Suspense fallback={null}>
          <CreateProductDialog
            key={opening}
            open={state.open}
            onOpenChange={onOpenChange}
            content={state.content}
            onCreditsSpent={onCreditsSpent}
          />
        </Suspense>
      ) : null}
    </CreateProductDialogContext.Provider>
  );
}

/** Opens the create-product dialog, optionally on a content item: `open({ content })`. */
export function useCreateProductDialog(): CreateProductDialogControls {
  const controls = useContext(CreateProductDialogContext);
  if (!controls) {
    throw new Error('useCreateProductDialog must be used inside CreateProductDialogProvider');
  }
  return controls;
}
