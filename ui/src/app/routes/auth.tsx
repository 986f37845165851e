import { useLocation } from 'react-router-dom';

import { PlaceholderPage } from '../../components/layouts/placeholder-page';

/** /auth, /login and /register share one screen; /register opens it on Sign Up. */
export function AuthRoute() {
  const { pathname } = useLocation();
  const signUp = pathname === '/register';
  return (
    <PlaceholderPage title={signUp ? 'Sign up' : 'Sign in'}>
      <p>
        {signUp
          ? 'Create your account here with your name, email and a password.'
          : 'Sign in here with your email and password, or continue with Google.'}{' '}
        The sign-in and sign-up screen is coming in the next release.
      </p>
    </PlaceholderPage>
  );
}
