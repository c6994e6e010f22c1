import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

/**
 * Vite config of the web app. The workspace packages export TypeScript sources, so Vite compiles
 * them with the app. Vite 8 (oxc) must be told to emit legacy decorators for tsyringe.
 */
export default defineConfig({
  plugins: [vue()],
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  worker: { format: 'es' },
})
