import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { userManager } from './auth';
import { INACTIVITY_TIMEOUT_MS } from './config';
import { readDevFlags } from './dev-flags';

/** Logs out to /inactivity after 15 minutes without mouse movement, unless turnOffTimeout is on. */
export const useInactivityLogout = (): void => {
  const navigate = useNavigate();
  useEffect(() => {
    if (readDevFlags().has('turnOffTimeout')) return;
    let timer = setTimeout(expire, INACTIVITY_TIMEOUT_MS);
    function expire(): void {
      void userManager.removeUser().then(() => navigate('/inactivity', { replace: true }));
    }
    const reset = (): void => {
      clearTimeout(timer);
      timer = setTimeout(expire, INACTIVITY_TIMEOUT_MS);
    };
    window.addEventListener('mousemove', reset);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', reset);
    };
  }, [navigate]);
};
