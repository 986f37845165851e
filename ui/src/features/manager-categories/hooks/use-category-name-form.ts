import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CategoryRequest,
  categoryRequestSchema,
} from '@studio/api/contract/manager-categories';
import { useForm, useWatch } from 'react-hook-form';

/**
 * A category's name as a form, checked by the contract's own schema (trimmed, 1 to 60
 * characters) before any call; the server still says when the name is taken. `blank` is whether
 * nothing is typed yet (its button waits).
 */
export function useCategoryNameForm(name: string) {
  const form = useForm<CategoryRequest>({
    resolver: zodResolver(categoryRequestSchema),
    defaultValues: { name },
  });
  const typed = useWatch({ control: form.control, name: 'name' });
  return { ...form, blank: typed.trim() === '' };
}
