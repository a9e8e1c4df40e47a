import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded screen that fails to load is reloaded once (a new deployment may have replaced
 * its chunk); a second failure surfaces to the error fallback. `preload()` starts loading it early;
 * once loaded it renders at once, with no Suspense round (React holds a revealed fallback ~300 ms).
 */
export const lazyScreen = <T extends ComponentType>(name: string, load: () => Promise<T>) => {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const start = (): Promise<T> => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => {
    const key = `reloaded:${name}`;
    try {
      const component = await start();
      sessionStorage.removeItem(key);
      return { default: component };
    } catch (error) {
      loading = null;
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(key, '1');
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      sessionStorage.removeItem(key);
      throw error;
    }
  });
  // Chosen once per mount: switching between the two later would remount the screen and lose its state.
  const Screen = () => {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready) : createElement(Lazy);
  };
  Screen.preload = (): void => void start().catch(() => undefined);
  return Screen;
};
