import { signIn } from '../../app/auth';

/** /inactivity (spec 2.1): where the 15-minute timer sends the user. */
export const InactivityPage = () => (
  <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '15vh auto', padding: 24 }}>
    <p>Your session has expired due to inactivity. Please log in again to continue.</p>
    <a href="/" onClick={(e) => { e.preventDefault(); void signIn('/'); }}>
      Back to Login
    </a>
  </main>
);
