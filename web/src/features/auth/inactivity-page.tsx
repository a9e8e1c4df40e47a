import { signIn } from '../../app/auth';
import layout from '../../ui/layout.module.css';

/** /inactivity (spec 2.1): where the 15-minute timer sends the user. */
export const InactivityPage = () => (
  <main className={layout.centered}>
    <p>Your session has expired due to inactivity. Please log in again to continue.</p>
    <a href="/" onClick={(e) => { e.preventDefault(); void signIn('/'); }}>
      Back to Login
    </a>
  </main>
);
