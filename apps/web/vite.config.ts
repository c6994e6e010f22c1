import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import { webPacks } from './webPacks'

/** The Hexes server the development server sends `/api` (HTTP and WebSocket) to. */
const server = process.env.HEXES_SERVER ?? 'http://127.0.0.1:8080'

/**
 * Vite config of the web app. `/api` goes to the Hexes server (`HEXES_SERVER`) in development. The workspace packages export TypeScript sources, so Vite compiles
 * them with the app. Vite 8 (oxc) must be told to emit legacy decorators for tsyringe. The web
 * packs (`web-packs.json`, `HEXES_WEB_PACKS`) come in as virtual modules (`webPacks.ts`).
 */
export default defineConfig({
  plugins: [vue(), webPacks(import.meta.dirname)],
  server: { proxy: { '/api': { target: server, ws: true, changeOrigin: false } } },
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  worker: { format: 'es', plugins: () => [webPacks(import.meta.dirname)] },
})
