import { ButtonLink } from '../ui/button-link';
import { Logo } from '../ui/logo';

/** The top bar. Signed-out visitors see Log in and Sign up; the signed-in bar comes with auth. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="shrink-0">
          <ul className="flex items-center gap-1 sm:gap-2">
            <li>
              <ButtonLink to="/auth" variant="ghost" size="sm">
                Log in
              </ButtonLink>
            </li>
            <li>
              <ButtonLink to="/register" size="sm">
                Sign up
              </ButtonLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
