import { ArrowRight, Sparkles } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button-link';
import { HeroShowcase } from './hero-showcase';

const creators = [
  { initials: 'MA', className: 'bg-amber-200 text-amber-900' },
  { initials: 'JK', className: 'bg-sky-200 text-sky-900' },
  { initials: 'SL', className: 'bg-rose-200 text-rose-900' },
  { initials: 'TR', className: 'bg-emerald-200 text-emerald-900' },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_-10%_20%,#fde7f1,transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:pt-24 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/80 px-3 py-1 text-sm font-medium text-brand-700">
            <Sparkles className="size-4" aria-hidden="true" />
            AI marketing studio for e-commerce
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            Create content{' '}
            <span className="bg-linear-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent">
              with AI
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-ink-muted lg:mx-0">
            Turn one product photo into studio packshots and scroll-stopping social images. Boost
            your social media engagement without booking a photo shoot.
          </p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-center lg:justify-start">
            <ButtonLink to="/register" size="lg">
              Start creating for free
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <a
              href="#how-it-works"
              className="inline-flex h-12 items-center justify-center rounded-full border border-line bg-surface px-6 text-base font-semibold text-ink shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              See how it works
            </a>
          </div>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <div className="flex -space-x-1.5" aria-hidden="true">
              {creators.map((creator) => (
                <span
                  key={creator.initials}
                  className={`inline-flex size-9 items-center justify-center rounded-full text-[11px] font-bold ring-2 ring-surface ${creator.className}`}
                >
                  {creator.initials}
                </span>
              ))}
            </div>
            <p className="text-sm text-ink-muted">
              Join <strong className="font-semibold text-ink">thousands of creators</strong> growing
              their stores.
            </p>
          </div>
        </div>
        <HeroShowcase />
      </div>
    </section>
  );
}
