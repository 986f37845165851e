import { GOOGLE_SIGN_IN_ERROR } from '@studio/api/contract/auth';
import { ImagePlus, TrendingUp, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/page-spinner';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { GoogleButton } from '@/features/auth/components/google-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useRedirectWhenSignedIn } from '@/app/post-login';

const benefits = [
  {
    icon: ImagePlus,
    title: 'Create content with AI',
    text: 'Turn one product photo into studio packshots and lifestyle scenes in seconds.',
  },
  {
    icon: TrendingUp,
    title: 'Boost social media engagement',
    text: 'Publish scroll-stopping images for your store, Instagram and TikTok more often.',
  },
  {
    icon: Users,
    title: 'Join thousands of creators',
    text: 'E-commerce sellers and brands who ship more content with less effort.',
  },
] as const;

/**
 * /auth, /login and /register: one screen whose tab follows the path (Sign Up on /register).
 * A signed-in user, including one who just signed in here, is sent on by post-login routing.
 */
export function AuthRoute() {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  useRedirectWhenSignedIn(user !== null);
  useGoogleFailureToast();
  const [params] = useSearchParams();
  const googleUnavailable = params.get('error') === GOOGLE_SIGN_IN_ERROR.unavailable;
  const tab = pathname === '/register' ? 'sign-up' : 'sign-in';

  if (isLoading || user) return <PageSpinner />;

  return (
    <div className="flex-1 bg-surface-muted">
      <title>{`${tab === 'sign-up' ? 'Sign up' : 'Sign in'} · Snapshot Studio`}</title>
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-2 lg:gap-16 lg:py-16">
        <section
          aria-labelledby="auth-title"
          className="w-full rounded-card border border-line bg-surface p-5 shadow-card sm:p-8 lg:order-2"
        >
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-ink">
            {tab === 'sign-up' ? 'Create your account' : 'Welcome back'}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">
            {tab === 'sign-up'
              ? 'Start turning product photos into marketing content.'
              : 'Sign in to keep creating content for your products.'}
          </p>
          <div className="mt-6">
            <AuthTabs active={tab}>
              {tab === 'sign-up' ? (
                <RegisterForm />
              ) : (
                <LoginForm notice={googleUnavailable ? GOOGLE_UNAVAILABLE_MESSAGE : undefined} />
              )}
            </AuthTabs>
          </div>
          <div className="my-6 flex items-center gap-3 text-xs font-medium text-ink-muted uppercase">
            <span className="h-px flex-1 bg-line" aria-hidden="true" />
            or
            <span className="h-px flex-1 bg-line" aria-hidden="true" />
          </div>
          <GoogleButton />
        </section>
        <section aria-labelledby="auth-pitch" className="lg:order-1">
          <h2
            id="auth-pitch"
            className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl"
          >
            Your product photos,{' '}
            <span className="bg-linear-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent">
              ready for every channel
            </span>
          </h2>
          <ul className="mt-8 space-y-6">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-sm text-ink-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/**
 * When this server has no Google sign-in set up, `/auth/google` sends the visitor back here with
 * `?error=google_unavailable`. The flag stays in the address: a reload still tells the truth.
 */
const GOOGLE_UNAVAILABLE_MESSAGE =
  "Google sign-in isn't available here. Sign in with your email instead.";

/** The API sends a failed Google sign-in back to /auth?error=google. */
function useGoogleFailureToast() {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const failed = params.get('error') === GOOGLE_SIGN_IN_ERROR.failed;
  useEffect(() => {
    if (!failed || shown.current) return;
    shown.current = true;
    toast({
      variant: 'destructive',
      title: 'Login failed',
      description: 'Google sign-in failed. Please try again.',
    });
    // Drop the flag so a reload does not repeat the message.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [failed, setParams]);
}
