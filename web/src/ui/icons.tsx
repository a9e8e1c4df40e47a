/** Sidebar icons (inline SVG, 20px, currentColor). */
const paths: Record<string, string> = {
  '/dashboard': 'M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z',
  '/budgets': 'M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z',
  '/my-wallet': 'M21 7H5a1 1 0 0 1 0-2h14V3H5a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h16V7zm-4 8a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  '/members': 'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0c-.3 0-.6 0-1 .1 1.2.8 2 2 2 3.4V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z',
  '/settings': 'M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1L11 21h4l.4-2.9c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5L19.4 13zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
  // A car: trips driven.
  '/transactions/mileage': 'M18.9 6a1.5 1.5 0 0 0-1.4-1h-11a1.5 1.5 0 0 0-1.4 1L3 12v8a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1h12v1a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-8l-2.1-6zM6.5 16a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm11 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zM5 11l1.5-4.5h11L19 11H5z',
  // A page with lines: the period's statement.
  '/transactions/statements': 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6zm4 18H6V4h7v5h5v11zM8 12h8v2H8zm0 4h8v2H8z',
  // A star: rebates earned.
  '/rewards': 'M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.4 14l-1.6 7z',
  '/transactions': 'M7 4 3 8l4 4V9h10V7H7V4zm10 8v3H7v2h10v3l4-4-4-4z',
  '/cards': 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 14H4v-6h16v6zm0-10H4V6h16v2z',
  '/companies': 'M12 7V3H2v18h20V7H12zM6 19H4v-2h2v2zm0-4H4v-2h2v2zm0-4H4V9h2v2zm0-4H4V5h2v2zm4 12H8v-2h2v2zm0-4H8v-2h2v2zm0-4H8V9h2v2zm0-4H8V5h2v2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8v10zm-2-8h-2v2h2v-2zm0 4h-2v2h2v-2z',
  // A bank: the account's payments.
  '/transactions/payments': 'M12 2 2 7v2h20V7L12 2zM4 11v7h3v-7H4zm6.5 0v7h3v-7h-3zM17 11v7h3v-7h-3zM2 20v2h20v-2H2z',
  // A card with a link arrow: cards issued elsewhere.
  '/cards/external': 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h9v-2H4v-6h16v1h2V6a2 2 0 0 0-2-2zm0 4H4V6h16v2zm-3 7 1.4 1.4-1.6 1.6H22v2h-5.2l1.6 1.6L17 23l-4-4 4-4z',
  // A clock: the company's history.
  '/alerts/activity': 'M13 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 16a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm.5-11H12v5.4l4.6 2.8.8-1.2-3.9-2.3V8z',
  '/alerts': 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2z',
};

/** Whether a route has its own icon (the rest get a plain disc). */
export const hasRouteIcon = (path: string): boolean => path in paths;

/** A route's icon; `stacked` (over its label, as in the mobile bottom navigation) drops the gap on its right. */
export const RouteIcon = ({ path, stacked = false }: { path: string; stacked?: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: stacked ? 0 : 10, flexShrink: 0 }}>
    <path fill="currentColor" d={paths[path] ?? 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z'} />
  </svg>
);
