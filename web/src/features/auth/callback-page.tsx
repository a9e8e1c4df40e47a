import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { completeSignIn } from '../../app/auth';
import layout from '../../ui/layout.module.css';

/** Where the identity provider sends the browser back; continues to the remembered path. */
export const CallbackPage = () => {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    completeSignIn()
      .then((returnTo) => {
        if (returnTo !== null) navigate(returnTo, { replace: true });
      })
      .catch((e: unknown) => setError((e as Error).message));
  }, [navigate]);
  return <p className={layout.padded}>{error ? `Sign-in failed: ${error}` : 'Signing in…'}</p>;
};
