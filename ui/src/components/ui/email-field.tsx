import { type ComponentProps } from 'react';
import { TextField } from './text-field';

/** An email address field with the keyboard and autofill hints every email input wants. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}
