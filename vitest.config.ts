import { existsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * One root Vitest config for the workspace (`test.projects`). Tests run against each package's
 * `src/` (package `exports` point at the TypeScript sources), so nothing needs a build first.
 *
 * Decorators: Vite 8 transforms TypeScript with oxc, which only emits legacy decorators when told to.
 * Hexes never relies on `design:paramtypes` (every constructor parameter has an explicit `@inject`),
 * but the legacy transform itself is required for tsyringe's `@injectable()`.
 */
const oxc = { decorator: { legacy: true, emitDecoratorMetadata: true } } as const

const nodeProject = (name: string, root: string) => ({
  extends: true as const,
  test: { name, root, include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' as const },
})

export default defineConfig({
  oxc,
  test: {
    setupFiles: [new URL('./scripts/vitest.setup.ts', import.meta.url).pathname],
    // Only folders that exist (packages land one by one).
    projects: [
      nodeProject('core', 'packages/core'),
      nodeProject('testing', 'packages/testing'),
      nodeProject('bench', 'packages/bench'),
      nodeProject('ai', 'packages/ai'),
      nodeProject('cli', 'apps/cli'),
      nodeProject('server', 'apps/server'),
      nodeProject('plugin-example', 'plugins/example'),
      nodeProject('plugin-hexes-med', 'plugins/hexes-med'),
      nodeProject('plugin-skirmish', 'plugins/skirmish'),
      nodeProject('plugin-skirmish-morale', 'plugins/skirmish-morale'),
      nodeProject('plugin-flyers', 'plugins/flyers'),
      nodeProject('plugin-successive-waves', 'plugins/successive-waves'),
      nodeProject('plugin-war-machines', 'plugins/war-machines'),
      nodeProject('plugin-victory-points', 'plugins/victory-points'),
      nodeProject('scenarios', 'scenarios'),
      nodeProject('registry', 'packages/registry'),
      nodeProject('web-kit', 'packages/web-kit'),
      nodeProject('protocol', 'packages/protocol'),
      nodeProject('campaign', 'packages/campaign'),
      nodeProject('plugin-hexes-med-ui', 'plugins/hexes-med-ui'),
      nodeProject('plugin-skirmish-ui', 'plugins/skirmish-ui'),
      nodeProject('plugin-skirmish-morale-ui', 'plugins/skirmish-morale-ui'),
      nodeProject('plugin-war-machines-ui', 'plugins/war-machines-ui'),
      nodeProject('plugin-flyers-ui', 'plugins/flyers-ui'),
      'apps/web',
    ].filter((p) => existsSync(typeof p === 'string' ? p : p.test.root)),
  },
})
