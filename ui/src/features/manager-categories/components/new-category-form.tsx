import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useCreateCategory } from '../api/category-actions';
import { useCategoryNameForm } from '../hooks/use-category-name-form';

/** Adds a category, placed last; the field empties once it is added. */
export function NewCategoryForm() {
  const create = useCreateCategory();
  const { register, handleSubmit, reset, formState, blank } = useCategoryNameForm('');
  const problem =
    formState.errors.name?.message ??
    (create.isError ? (serverMessage(create.error) ?? 'Could not add it.') : undefined);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ name }) =>
        create.mutate(name, { onSuccess: () => reset({ name: '' }) }),
      )}
      className="flex flex-wrap items-end gap-3"
      aria-label="Add a category"
    >
      <TextField
        label="New category"
        maxLength={60}
        error={problem}
        className="min-w-56 flex-1"
        {...register('name')}
      />
      <Button type="submit" isLoading={create.isPending} disabled={blank}>
        Add category
      </Button>
    </form>
  );
}
