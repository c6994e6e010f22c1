// One lint config for the whole workspace. The rules that matter most here are the boundaries:
// core stays free of the DOM and of Node built-ins, and rules code never reaches for ambient
// randomness or time (determinism: every random number comes from the seeded dice service).
import js from '@eslint/js'
import pluginVue from 'eslint-plugin-vue'
import tseslint from 'typescript-eslint'

const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'child_process', 'url', 'util', 'worker_threads', 'http', 'https', 'net', 'process', 'module']
const nondeterminism = [
  { object: 'Math', property: 'random', message: 'Use the seeded dice (ctx.dice, or a SeededDice over the state or bot RNG): game state must replay exactly.' },
  { object: 'Date', property: 'now', message: 'Rules code must not read the clock.' },
]

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    rules: {
      // TypeScript checks names (vue-tsc); no-undef does not know DOM types.
      'no-undef': 'off',
      // Formatting is not the linter's job here.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/first-attribute-linebreak': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*/src/*', '../../../*/src/*'], message: 'Import other workspace packages by name.' }] }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts', 'packages/campaign/src/**/*.ts', 'plugins/*/src/**/*.ts', 'apps/cli/templates/plugin/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require', '__dirname'],
      'no-restricted-properties': ['error', ...nondeterminism],
      'no-restricted-imports': ['error', {
        paths: nodeBuiltins.flatMap((m) => [m, `node:${m}`]).map((name) => ({ name, message: 'Core and rule plugins run anywhere: no Node built-ins.' })),
        patterns: [{ group: ['@hexes/web', '@hexes/cli'], message: 'Rules code never depends on an app.' }],
      }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeBuiltins.flatMap((m) => [m, `node:${m}`]).map((name) => ({ name, message: 'Core runs anywhere: no Node built-ins.' })),
        patterns: [{ group: ['@hexes/*'], message: 'Core depends on nothing in the repo.' }],
      }],
    },
  },
)
