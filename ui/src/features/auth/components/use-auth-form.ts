import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  useForm,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { type z } from 'zod';

/** A field's registration and its message, to spread onto a field component. */
export type AuthField<Name extends string = string> = (
  name: Name,
) => UseFormRegisterReturn & { error: string | undefined };

/**
 * An account form checked by the contract's schema: a field is checked once it has been left,
 * then at each change (so nobody is told off mid-word). `field(name)` names a field once for
 * both its registration and its message.
 */
export function useAuthForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const field = (name: Path<Input>) => ({
    ...form.register(name),
    error: get<FieldErrors<Input>, FieldError | undefined>(form.formState.errors, name)?.message,
  });
  return { ...form, field };
}
