import { screen, within } from '@testing-library/react';

/**
 * The toast viewport. Radix also copies a new toast's text into a hidden live region for screen
 * readers, so look for toasts in here to find each one once. While a modal dialog is open, Radix
 * hides the rest of the page (the viewport too) from assistive technology, and a hidden element
 * has no accessible name to query by, so the viewport is matched by its label.
 */
export function toastRegion() {
  const region = screen
    .getAllByRole('region', { hidden: true })
    .find((element) => /notifications/i.test(element.getAttribute('aria-label') ?? ''));
  if (!region) throw new Error('toastRegion: no Notifications region');
  return region;
}

/** Waits for a toast with this title (and description, when given). */
export async function findToast(title: string, description?: string) {
  const region = toastRegion();
  const titleNode = await within(region).findByText(title);
  const toast = titleNode.closest('li') ?? titleNode;
  if (description !== undefined) await within(toast as HTMLElement).findByText(description);
  return toast as HTMLElement;
}
