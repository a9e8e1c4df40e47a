import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/graphql': { target: 'http://127.0.0.1:4000', ws: true } } },
});
