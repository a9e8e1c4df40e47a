/** Placeholder until the dashboard shell (sign-in, layout, live badges) lands. */
export const App = () => (
  <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24 }}>
    <h1 style={{ fontSize: 40, margin: 0 }}>Spend</h1>
    <p style={{ fontSize: 18, color: '#444' }}>
      Cards, budgets and live spend for your company. The GraphQL API is at <code>/graphql</code>; the dashboard arrives with the
      shell issue.
    </p>
  </main>
);
