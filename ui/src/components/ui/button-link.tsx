import { Link, type LinkProps } from 'react-router-dom';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors';

const variants = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary:
    'border border-line bg-surface text-ink shadow-sm hover:border-brand-200 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-surface-muted',
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
} as const;

const sizes = {
  sm: 'h-9 px-2.5 text-sm sm:px-3.5',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

type ButtonLinkProps = LinkProps & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** A router link that looks like a button: for navigation, never for actions. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: ButtonLinkProps) {
  return <Link className={`${base} ${variants[variant]} ${sizes[size]} ${className}`} {...props} />;
}
