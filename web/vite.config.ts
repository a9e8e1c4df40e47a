import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API (HTTP and WebSocket) so the app and /graphql share one origin.
const api = process.env.SPEND_API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/graphql': { target: api, ws: true } } },
});
