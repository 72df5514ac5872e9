import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.COFFER_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  // In development the server runs beside Vite: its three hosts are proxied.
  server: { proxy: { '/api': api, '/m/api': api, '/c/api': api } },
});
