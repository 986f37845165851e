import { CategoriesPage } from '@/features/manager-categories/components/categories-page';

/** /manager/categories: the gallery's categories and their order. */
export function ManagerCategoriesRoute() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <title>Categories · Snapshot Studio</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Categories</h1>
      <p className="mt-2 text-ink-muted">
        Group snaps into categories and choose the order in which creators see them: drag a
        category, or use its Move up and Move down buttons.
      </p>
      <div className="mt-6">
        <CategoriesPage />
      </div>
    </div>
  );
}
