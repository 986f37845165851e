import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';

import app from '../vite.config';

// The UI benchmarks' pages (infra/bench/editor.ts, infra/bench/console.ts), built with the app's own configuration.
export default mergeConfig(
  app,
  defineConfig({
    build: {
      rollupOptions: {
        input: {
          editor: fileURLToPath(new URL('./editor.html', import.meta.url)),
          bare: fileURLToPath(new URL('./bare.html', import.meta.url)),
          console: fileURLToPath(new URL('./console.html', import.meta.url)),
        },
      },
    },
  }),
);
