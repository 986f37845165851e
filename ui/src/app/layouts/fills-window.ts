/** The workflow editor: a canvas that fills the window, whatever banners are shown above it. */
const WINDOW_TOOLS = /^\/workflows\/[^/]+\/editor\/?$/;

/**
 * Whether the screen at `pathname` is a tool that fills the window below the header and banners:
 * the app's frame is then the window's height, the screen takes what is left, and no footer.
 */
export function fillsWindowAt(pathname: string): boolean {
  return WINDOW_TOOLS.test(pathname);
}
