import type { Browser } from 'playwright-core';
import { screenshot } from './screenshot';

/** What a failed browser test's pages show: enough to tell a modal layer left active from a slow page. */
const pageState = () => {
  const active = document.activeElement;
  const layers = [...document.querySelectorAll('[role=dialog],[role=menu],[role=listbox],[data-radix-popper-content-wrapper]')];
  return {
    url: location.href,
    bodyStyle: document.body.getAttribute('style'),
    active: active ? active.outerHTML.slice(0, 200) : null,
    layers: layers.map((l) => `${l.getAttribute('role') ?? 'popper'} ${l.getAttribute('data-state') ?? ''}: ${(l.textContent ?? '').slice(0, 80)}`),
    hidden: document.querySelectorAll('[aria-hidden=true][data-aria-hidden]').length,
  };
};

/**
 * Prints each open page's state and saves its screenshot (.run/artifacts/failed-<test>-<n>.png), for a
 * failure that happens only on a loaded CI. Bounded in time: a hung renderer must not hang the hook.
 */
export const recordFailedPages = async (browser: Browser, test: string): Promise<void> => {
  const pages = browser.contexts().flatMap((c) => c.pages());
  const slug = test.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  await Promise.all(pages.map(async (page, n) => {
    const within = <T>(work: Promise<T>) => Promise.race([work, new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 10 s'), 10_000).unref())]);
    const state = await within(page.evaluate(pageState)).catch((e: unknown) => String(e));
    await within(screenshot(page, `failed-${slug}-${n}`, { fullPage: false })).catch(() => undefined);
    console.error(`[failed test page ${n}] ${test}\n${JSON.stringify(state, null, 2)}`);
  }));
};
