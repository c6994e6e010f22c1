import vue from '@vitejs/plugin-vue'
import { defineProject } from 'vitest/config'

/** Component tests of the web app (project "web" of the root config): happy-dom, next to the components. */
export default defineProject({
  plugins: [vue()],
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    setupFiles: [new URL('./src/test-setup.ts', import.meta.url).pathname],
  },
})
