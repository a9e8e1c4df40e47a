import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API (HTTP and WebSocket) so the app and /graphql share one origin.
const api = process.env.SPEND_API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // Apollo Client 3 keeps its development-only checks behind this global; production builds drop them.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  server: { proxy: { '/graphql': { target: api, ws: true } } },
}));
