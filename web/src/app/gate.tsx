import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { signIn, userManager } from './auth';
import { ShellSkeleton } from '../ui/skeleton';

/** App gate of spec 2.1: loading, then the login redirect (remembering the return path), then the app. */
export const Gate = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const [state, setState] = useState<'loading' | 'in'>('loading');
  useEffect(() => {
    let cancelled = false;
    void userManager.getUser().then((user) => {
      if (cancelled) return;
      if (user && !user.expired) setState('in');
      else void signIn(`${location.pathname}${location.search}`);
    });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search]);
  return state === 'in' ? <>{children}</> : <ShellSkeleton />;
};
