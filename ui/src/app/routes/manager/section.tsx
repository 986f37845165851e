import { useLocation } from 'react-router-dom';

import { PlaceholderPage } from '@/components/layouts/placeholder-page';
import { managerSections } from '@/config/manager-sections';

/** Each manager section, inside the manager panel frame, until a later release builds it. */
export function ManagerSectionRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const section = managerSections.find((s) => s.path === path);
  if (!section) return null;
  return (
    <PlaceholderPage title={section.title}>
      <p>{section.summary}</p>
    </PlaceholderPage>
  );
}
