import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      // packages/domain is pure (lint forbids I/O and globals there) and packages/contract only
      // declares schemas (their one side effect, registering OpenAPI ids, matters to the server
      // alone): a module of theirs whose exports a page does not use can be dropped, so the shell
      // ships neither every furniture family nor zod.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](domain|contract)[\\/]/.test(id) },
    },
  },
});
