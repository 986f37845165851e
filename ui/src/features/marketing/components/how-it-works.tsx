import { ImageUp, Images, WandSparkles } from 'lucide-react';

const steps = [
  {
    icon: ImageUp,
    title: 'Upload a product photo',
    body: 'Any clear shot works, even one taken on your phone on the kitchen table.',
  },
  {
    icon: WandSparkles,
    title: 'Pick a snap',
    body: 'Choose a ready-made style such as White Packshot, Flat Lay, Natural Placement or Water Splash.',
  },
  {
    icon: Images,
    title: 'Get packshots and social images',
    body: 'Download clean packshots for your store and images sized for feeds, stories and carousels.',
  },
] as const;

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-16 border-t border-line bg-surface-muted"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="how-it-works-title"
            className="text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            How it works
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            From one photo to a week of posts in three steps.
          </p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-card border border-line bg-surface p-6 shadow-card"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <step.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
