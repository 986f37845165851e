import { Suspense, lazy, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

import { FloatingCreateButton } from '@/components/layouts/floating-create-button';
import { MobileBottomBar } from '@/components/layouts/mobile-bottom-bar';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { PageSpinner } from '@/components/ui/page-spinner';
import { VerificationBanner } from '@/features/auth/components/verification-banner';
import { TokenPill } from '@/features/credits/components/token-pill';
import { useSession } from '@/lib/auth';
import { ApiErrorReactions } from './api-error-reactions';
import { createControlsAt } from './create-controls';
import { fillsWindowAt } from './fills-window';
import {
  CreateProductDialogProvider,
  useCreateProductDialog,
} from './create-product-dialog-context';

// Signed-in users' only (the demo modal, the feedback snackbar): a chunk a visitor never loads.
const ContentGenerationMounts = lazy(async () => ({
  default: (await import('./content-generation-mounts')).ContentGenerationMounts,
}));

/**
 * The frame around every screen: skip link, top bar, banners, the screen, footer and, for a
 * signed-in user, the create controls (bottom bar on small screens, floating button on wide ones).
 * It lives in app/ because it composes features: the token balance, the verification banner and
 * the create-product dialog.
 */
export function AppLayout() {
  const { user } = useSession();
  return (
    <CreateProductDialogProvider enabled={Boolean(user)}>
      <AppFrame />
    </CreateProductDialogProvider>
  );
}

function AppFrame() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  const createProduct = useCreateProductDialog();
  const openCreateProduct = () => createProduct.open();
  const controls = createControlsAt(pathname);
  const fillsWindow = fillsWindowAt(pathname);
  const bottomBar = Boolean(user) && controls.bottomBar;

  // Layout shift: until the session is known, the header's controls and the verification banner
  // would appear and push what was drawn before them. The frame is laid out but kept invisible
  // (screens already start their work: a verification link is sent at once) behind a spinner;
  // the screen is at least as tall as the window, so the footer starts below it and nothing in
  // view moves when the content arrives.
  return (
    <div
      className={`flex ${fillsWindow ? 'h-dvh' : 'min-h-dvh'} flex-col ${bottomBar ? 'pb-16 md:pb-0' : ''} ${isLoading ? 'invisible' : ''}`}
    >
      {isLoading ? (
        <div className="visible fixed inset-0 flex items-center justify-center">
          <PageSpinner />
        </div>
      ) : null}
      <a
        href="#main"
        className="sr-only rounded-md bg-brand-600 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader tokenBalance={<TokenPill />} />
      <OfflineBanner />
      <VerificationBanner user={user} />
      <main
        id="main"
        tabIndex={-1}
        className={`flex ${fillsWindow ? 'min-h-0' : 'min-h-[calc(100dvh-4rem)]'} flex-1 flex-col outline-none`}
      >
        <Outlet />
      </main>
      {fillsWindow ? null : <SiteFooter ref={setFooter} />}
      {user ? (
        <>
          {bottomBar ? <MobileBottomBar onCreateProduct={openCreateProduct} /> : null}
          {controls.floatingButton ? (
            <FloatingCreateButton onCreateProduct={openCreateProduct} footer={footer} />
          ) : null}
          <Suspense fallback={null}>
            <ContentGenerationMounts userId={user.id} />
          </Suspense>
        </>
      ) : null}
      <ApiErrorReactions />
      <ScrollRestoration />
    </div>
  );
}
