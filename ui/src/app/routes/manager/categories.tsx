import { ManagerPage } from '@/components/layouts/manager-page';
import { CategoriesPage } from '@/features/manager-categories/components/categories-page';

/** /manager/categories: the gallery's categories and their order. */
export function ManagerCategoriesRoute() {
  return (
    <ManagerPage
      title="Categories"
      intro="Group snaps into categories and choose the order in which creators see them: drag a category, or use its Move up and Move down buttons."
      narrow
    >
      <CategoriesPage />
    </ManagerPage>
  );
}
