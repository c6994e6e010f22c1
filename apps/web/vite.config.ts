import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import { webPacks } from './webPacks'

/**
 * Vite config of the web app. The workspace packages export TypeScript sources, so Vite compiles
 * them with the app. Vite 8 (oxc) must be told to emit legacy decorators for tsyringe. The web
 * packs (`web-packs.json`, `HEXES_WEB_PACKS`) come in as virtual modules (`webPacks.ts`).
 */
export default defineConfig({
  plugins: [vue(), webPacks(import.meta.dirname)],
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  worker: { format: 'es', plugins: () => [webPacks(import.meta.dirname)] },
})
