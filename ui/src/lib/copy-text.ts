import { toast } from './toast';

/**
 * Puts `text` on the clipboard. Spec section 8: a failure (no permission, no clipboard, an
 * insecure page) logs 'Failed to copy text:' and answers false rather than throwing.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Failed to copy text:', error);
    return false;
  }
}

/**
 * Copies `text` and says so in a toast: "The {what} is on your clipboard.", or how to copy it by
 * hand when the browser refused. Answers whether it was copied.
 */
export async function copyAndSay(text: string, what: string): Promise<boolean> {
  const copied = await copyText(text);
  toast(
    copied
      ? { variant: 'success', title: 'Copied', description: `The ${what} is on your clipboard.` }
      : {
          variant: 'destructive',
          title: 'Copy failed',
          description: `Your browser did not allow copying. Select the ${what} and copy it instead.`,
        },
  );
  return copied;
}
