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
