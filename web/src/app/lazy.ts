import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen that fails to load is reloaded once (a new deployment may have replaced
 * its chunk); a second failure surfaces to the error fallback.
 */
export const lazyScreen = <T extends ComponentType>(name: string, load: () => Promise<T>) =>
  lazy(async () => {
    const key = `reloaded:${name}`;
    try {
      const component = await load();
      sessionStorage.removeItem(key);
      return { default: component };
    } catch (error) {
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(key, '1');
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      sessionStorage.removeItem(key);
      throw error;
    }
  });
