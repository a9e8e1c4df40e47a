const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Spend</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5fb; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 32px; border-radius: 12px; width: min(380px, 90vw); box-shadow: 0 8px 30px rgba(20, 20, 60, .08); }
  h1 { margin: 0 0 20px; font-size: 22px; } label { display: block; margin: 12px 0 4px; font-size: 14px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #c8c9d6; border-radius: 8px; font-size: 15px; }
  button { margin-top: 20px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: #4b3df5; color: #fff; font-size: 15px; cursor: pointer; }
  .error { color: #c0262d; margin: 12px 0 0; } .links { margin-top: 18px; font-size: 13px; display: flex; justify-content: space-between; }
  a { color: #4b3df5; }
</style></head><body><main>${body}</main></body></html>`;

export const loginPage = (options: { action: string; email?: string; error?: string; forgotPasswordUrl: string }): string =>
  page(
    'Log in',
    `<h1>Log in to Spend</h1>
<form method="post" action="${escapeHtml(options.action)}">
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <button type="submit">Log in</button>
</form>
<div class="links"><a href="${escapeHtml(options.forgotPasswordUrl)}">Forgot password?</a></div>
<div class="links"><a href="/legal/terms-of-use.pdf" target="_blank">Terms of Use</a><a href="/legal/privacy-policy.pdf" target="_blank">Privacy Policy</a></div>`,
  );

export const resetPasswordPage = (options: { action: string; error?: string }): string =>
  page(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<form method="post" action="${escapeHtml(options.action)}">
  <label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8">
  <label for="confirmation">Confirm new password</label><input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required minlength="8">
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <button type="submit">Set password</button>
</form>`,
  );

/** RP-initiated logout: the user already chose Log out in the app, so the form submits itself. */
export const logoutPage = (form: string): string =>
  page(
    'Logging out',
    `<h1>Logging out…</h1>${form}<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" form="op.logoutForm">Log out</button>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );

export const messagePage = (title: string, message: string, link?: { href: string; text: string }): string =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`);

/** After the password (or alone, for a step-up): the authenticator app's code or a recovery code. */
export const codePage = (options: { action: string; error?: string }): string =>
  page(
    'Enter your code',
    `<h1>Enter your code</h1>
<p>Open your authenticator app and enter the 6-digit code for Spend. Lost your phone? Enter one of your recovery codes.</p>
<form method="post" action="${escapeHtml(options.action)}">
  <label for="code">Code</label><input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required autofocus>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <button type="submit">Verify</button>
</form>`,
  );

/** Adding an authenticator app: the QR code, the key URI and the secret as text, and the first code that confirms them. */
export const enrolPage = (options: { action: string; secret: string; uri: string; qrSvg: string; error?: string }): string =>
  page(
    'Set up two-step sign-in',
    `<h1>Set up two-step sign-in</h1>
<p>Scan this code with an authenticator app, or enter the key by hand.</p>
<figure aria-label="QR code">${options.qrSvg}</figure>
<p>Key: <code data-testid="otp-secret">${escapeHtml(options.secret)}</code></p>
<p><a href="${escapeHtml(options.uri)}" data-testid="otp-uri">Open in an authenticator app</a></p>
<form method="post" action="${escapeHtml(options.action)}">
  <label for="code">Code from the app</label><input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <button type="submit">Turn on</button>
</form>`,
  );

/** Shown once, right after the first code confirmed the app; only their hashes are kept. */
export const recoveryCodesPage = (options: { action: string; codes: readonly string[] }): string =>
  page(
    'Your recovery codes',
    `<h1>Your recovery codes</h1>
<p>Keep these somewhere safe. Each one signs you in once if you lose your authenticator app. They are not shown again.</p>
<ul data-testid="recovery-codes">${options.codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ul>
<form method="post" action="${escapeHtml(options.action)}"><button type="submit">Continue</button></form>`,
  );
