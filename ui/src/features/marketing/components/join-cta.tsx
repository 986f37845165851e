import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button-link';

export function JoinCta() {
  return (
    <section
      aria-labelledby="join-title"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:py-20"
    >
      <div className="overflow-hidden rounded-[1.75rem] bg-linear-to-br from-brand-900 via-brand-700 to-accent-500 px-6 py-12 text-center shadow-raised sm:px-12">
        <h2 id="join-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Join thousands of creators
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-white/85">
          Every new account gets a free demo snap. See your own product in a new scene before you
          spend a single credit.
        </p>
        <ButtonLink to="/register" variant="inverse" size="lg" className="mt-8">
          Sign up free
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
