import { screen, within } from '@testing-library/react';

/**
 * The toast viewport. Radix also copies a new toast's text into a hidden live region for screen
 * readers, so look for toasts in here to find each one once.
 */
export function toastRegion() {
  return screen.getByRole('region', { name: /notifications/i });
}

/** Waits for a toast with this title (and description, when given). */
export async function findToast(title: string, description?: string) {
  const region = toastRegion();
  const titleNode = await within(region).findByText(title);
  const toast = titleNode.closest('li') ?? titleNode;
  if (description !== undefined) await within(toast as HTMLElement).findByText(description);
  return toast as HTMLElement;
}
