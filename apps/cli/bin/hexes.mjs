#!/usr/bin/env node
/* global process, URL */
// The `hexes` command. Node 20 cannot import TypeScript, so this shim registers tsx's ESM loader
// (with this package's runtime tsconfig: legacy decorators for the plugins' @injectable/@inject)
// and then imports the TypeScript entry point.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../tsconfig.runtime.json', import.meta.url)) })
const { main } = await import('../src/main.ts')
process.exitCode = await main(process.argv.slice(2))
