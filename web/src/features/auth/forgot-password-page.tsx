import { useState, type FormEvent } from 'react';
import { webConfig } from '../../app/config';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /forgot-password (spec 2.1): the request goes to the identity provider; Resend Link asks again. */
export const ForgotPasswordPage = () => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const request = async (): Promise<void> => {
    const response = await fetch(`${webConfig.issuer}/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const body = (await response.json()) as { ok: boolean; message?: string; error?: string };
    if (body.ok) setSent(body.message ?? null);
    else setError(body.error ?? 'Something went wrong.');
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return setError('This field is required.');
    if (!EMAIL.test(email.trim())) return setError('Invalid email.');
    void request();
  };

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 420, margin: '12vh auto', padding: 24 }}>
      <h1>Forgot password</h1>
      {sent ? (
        <>
          <p role="status">{sent}</p>
          <button type="button" onClick={() => void request()}>
            Resend Link
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor="email">Email</label>
          <input id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} style={{ display: 'block', width: '100%', margin: '6px 0' }} />
          {error && <p role="alert" style={{ color: '#c0262d' }}>{error}</p>}
          <button type="submit">Send reset link</button>
        </form>
      )}
    </main>
  );
};
