import { useEffect } from 'react';
import { signOut } from './auth';
import { INACTIVITY_TIMEOUT_MS } from './config';
import { readDevFlags } from './dev-flags';

/** The timeout: 15 minutes, unless a developer (or a browser test) sets `inactivityTimeoutMs` in localStorage. */
const timeoutMs = (): number => Number(localStorage.getItem('inactivityTimeoutMs')) || INACTIVITY_TIMEOUT_MS;

/** Logs out to /inactivity after 15 minutes without mouse movement, unless turnOffTimeout is on. */
export const useInactivityLogout = (): void => {
  useEffect(() => {
    if (readDevFlags().has('turnOffTimeout')) return;
    const ms = timeoutMs();
    let timer = setTimeout(expire, ms);
    // The session store is cleared, and the identity provider's session ends too, so Back to Login asks for the password again.
    function expire(): void {
      void signOut(`${window.location.origin}/inactivity`);
    }
    const reset = (): void => {
      clearTimeout(timer);
      timer = setTimeout(expire, ms);
    };
    window.addEventListener('mousemove', reset);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', reset);
    };
  }, []);
};
