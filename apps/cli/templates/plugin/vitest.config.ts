import { defineConfig } from 'vitest/config'

/**
 * Vite 8 compiles TypeScript with oxc, which emits the legacy decorators tsyringe needs
 * (`@injectable()`, `@inject(TOKEN)`) only when told to; `reflect-metadata` loads before every test file.
 */
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: { include: ['src/**/*.test.ts'], environment: 'node', setupFiles: ['reflect-metadata'] },
})
