#!/usr/bin/env node
/* global process */
// The `hexes` command: runs src/main.ts through tsx in the workspace, dist/main.js once installed
// (entry.mjs).
import { importEntry } from './entry.mjs'

const { main } = await importEntry('main')
process.exitCode = await main(process.argv.slice(2))
