import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The API serves JSON under /api, stored files under /files and the Google sign-in redirect under
// /auth/google. In development Vite forwards those to it so the browser sees one origin and the
// session cookie works unchanged. `vite preview` reuses the same proxy.
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `@/x` is ui/src/x, as in ui/tsconfig.json's paths and Jest's moduleNameMapper.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin },
      '/files': { target: apiOrigin },
      '/auth/google': { target: apiOrigin },
    },
  },
});
