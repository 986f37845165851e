import { type Page } from '@playwright/test';

/** What to read on each change: every element matching `selector`, its text or an attribute. */
export type Probe = { selector: string; attribute?: string };

/** One state of the page: for each probe, the values of its matching elements, in order. */
export type ShownState<Keys extends string> = Record<Keys, string[]>;

declare global {
  interface Window {
    __shownStates?: unknown[];
  }
}

/**
 * Records, inside the page, every distinct state the probed elements go through. Some screens
 * pass through a state for well under a second (a run on the local provider finishes, and the
 * page moves on), quicker than a test can poll on a busy machine; a MutationObserver sees every
 * render, so the test asserts afterwards what the person was shown instead of racing the app.
 * Call before the page loads; the record lives as long as the document does (client-side
 * navigations keep it).
 */
export async function recordShownStates<Keys extends string>(
  page: Page,
  probes: Record<Keys, Probe>,
): Promise<() => Promise<ShownState<Keys>[]>> {
  await page.addInitScript(
    (probeList: Record<string, Probe>) => {
      const states: unknown[] = [];
      window.__shownStates = states;
      let last = '';
      const look = () => {
        const state: Record<string, string[]> = {};
        let any = false;
        for (const [key, probe] of Object.entries(probeList)) {
          state[key] = Array.from(document.querySelectorAll(probe.selector), (element) =>
            probe.attribute
              ? (element.getAttribute(probe.attribute) ?? '')
              : (element.textContent ?? ''),
          );
          any ||= state[key].length > 0;
        }
        const serialised = JSON.stringify(state);
        if (!any || serialised === last) return;
        last = serialised;
        states.push(state);
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
    probes as Record<string, Probe>,
  );
  return () => page.evaluate(() => (window.__shownStates ?? []) as ShownState<Keys>[]);
}
