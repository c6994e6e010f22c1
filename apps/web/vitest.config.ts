import vue from '@vitejs/plugin-vue'
import { defineProject } from 'vitest/config'
import { webPacks } from './webPacks'

/** Component tests of the web app (project "web" of the root config): happy-dom, next to the components. */
export default defineProject({
  plugins: [vue(), webPacks(import.meta.dirname)],
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    setupFiles: [new URL('./src/test-setup.ts', import.meta.url).pathname],
  },
})
