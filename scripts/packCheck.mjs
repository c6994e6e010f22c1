#!/usr/bin/env node
// `pnpm pack:check`: the published packages as npm users get them. Builds them (buildPackages.mjs),
// packs each with `pnpm pack` (publishConfig: dist/ instead of src/), installs the tarballs into a
// fresh project outside the workspace (every @hexes/* name overridden to its tarball, so the
// packages' own @hexes dependencies come from the tarballs too), then imports every package in
// Node, type-checks their declarations and runs the installed `hexes`: list, a hand-played game
// to its result (the same hash as the workspace's CLI gives), a simulation on worker threads,
// `hexes new-plugin` and that plugin's whole path (its tests and the conformance suite on the
// tarballs, built, packed, installed, played by the installed CLI), and `hexes server` without the
// private server. Prints each step; exits with
// 1 on the first failure. Keeps nothing: the temporary folders are removed (HEXES_PACK_KEEP=1
// keeps them).
/* global process, console, performance */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publishedPackages, ROOT } from './publishedPackages.mjs'

const started = performance.now()
const work = mkdtempSync(join(tmpdir(), 'hexes-pack-check-'))
const packs = join(work, 'packs')
const project = join(work, 'project')
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Stops the check: prints why (and the command's output), removes the temporary folders. */
function fail(message, output = '') {
  console.error(`pack:check: FAILED: ${message}${output ? `\n${output.trimEnd()}` : ''}`)
  if (process.env.HEXES_PACK_KEEP !== '1') rmSync(work, { recursive: true, force: true })
  else console.error(`pack:check: kept ${work}`)
  process.exit(1)
}

/** Runs a command; returns its output, or fails the check unless it exits with `status`. */
function run(what, command, args, { cwd, status = 0, quiet = false } = {}) {
  const t = performance.now()
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, INIT_CWD: '', HEXES_DEBUG: '1' }, maxBuffer: 1 << 28 })
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`
  if (r.status !== status) fail(`${what}: exit status ${r.status}, expected ${status} (${command} ${args.join(' ')})`, output)
  if (!quiet) console.log(`pack:check: ${what} (${seconds(t)})`)
  return r
}

/** Fails the check unless `ok`. */
function expect(ok, message, output) {
  if (!ok) fail(message, output)
}

// 1. Build and pack every published package.
run('built the published packages', process.execPath, [join(ROOT, 'scripts/buildPackages.mjs')], { cwd: ROOT })
const packages = publishedPackages()
const tarballs = {}
const packing = performance.now()
for (const { dir, name } of packages) {
  const r = run(`packed ${name}`, 'pnpm', ['pack', '--pack-destination', packs, '--json'], { cwd: dir, quiet: true })
  const packed = JSON.parse(r.stdout)
  expect(!packed.files.some((f) => f.path.startsWith('src/')), `${name}: the tarball ships src/`, r.stdout)
  tarballs[name] = `file:${packed.filename}`
}
console.log(`pack:check: packed ${packages.length} packages with pnpm pack into ${packs} (${seconds(packing)})`)

// 2. A fresh project that depends on every tarball, installed from the pnpm store.
mkdirSync(project)
// TypeScript and Node's types, the workspace's versions, for the type check of the declarations.
const rootDev = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies
const devDependencies = { '@types/node': rootDev['@types/node'], typescript: rootDev.typescript }
writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'hexes-pack-check', private: true, type: 'module', dependencies: tarballs, devDependencies }, null, 2)}\n`)
// pnpm reads overrides from pnpm-workspace.yaml (no longer from package.json's "pnpm" field).
writeFileSync(join(project, 'pnpm-workspace.yaml'), `overrides:\n${Object.entries(tarballs).map(([n, t]) => `  "${n}": "${t}"\n`).join('')}`)
/** Installs a project's dependencies from the pnpm store (from the registry when one is missing there). */
function install(what, cwd) {
  const installing = performance.now()
  // Not frozen: these projects have no lockfile of their own yet (CI=true would freeze it).
  const offline = spawnSync('pnpm', ['install', '--offline', '--no-frozen-lockfile'], { cwd, encoding: 'utf8' })
  if (offline.status === 0) return void console.log(`pack:check: installed ${what} in ${cwd} with pnpm install --offline (${seconds(installing)})`)
  console.log(`pack:check: pnpm install --offline failed for ${what} (a package is missing from the store); installing from the registry`)
  run(`installed ${what} with pnpm install`, 'pnpm', ['install', '--no-frozen-lockfile'], { cwd })
}
install('the tarballs', project)
for (const name of Object.keys(tarballs)) expect(existsSync(join(project, 'node_modules', name, 'dist')), `${name} is not installed with its dist/`)

// 3. Every package loads in Node, except the UI modules: their .vue files are for the app's Vite.
const hasVue = (dir) => readdirSync(join(dir, 'src'), { recursive: true }).some((f) => String(f).endsWith('.vue'))
const importable = packages.filter((p) => !hasVue(p.dir)).map((p) => p.name)
const imports = importable.map((n) => `await import(${JSON.stringify(n)})`).join('\n')
run(`imported ${importable.length} packages in Node (not the ${packages.length - importable.length} with .vue files)`, process.execPath, ['--input-type=module', '-e', imports], { cwd: project })

// 4. Their declarations type-check as a TypeScript user of Node sees them: every entry point
// (subpath exports too), every declaration file checked (no skipLibCheck).
const entries = packages.flatMap(({ dir, name }) => {
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).publishConfig
  return Object.entries(exports).filter(([, v]) => typeof v === 'object' && v.types).map(([k]) => `${name}${k.slice(1)}`)
})
writeFileSync(join(project, 'entries.ts'), entries.map((e, i) => `import type * as entry${i} from ${JSON.stringify(e)}\n`).join('') + `export type Entries = [${entries.map((_, i) => `typeof entry${i}`).join(', ')}]\n`)
writeFileSync(join(project, 'tsconfig.json'), `${JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], types: ['node'], strict: true, noEmit: true, skipLibCheck: false }, files: ['entries.ts'] }, null, 2)}\n`)
run(`type-checked the declarations of ${entries.length} entry points (tsc, NodeNext)`, process.execPath, [join(project, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project })

// 5. The installed `hexes`.
const hexes = (what, args, options) => run(`hexes ${what}`, 'npx', ['--no', 'hexes', ...args], { cwd: project, ...options })
const list = hexes('list', ['list'])
expect(list.stdout.includes('teaching-ford') && list.stdout.includes('hexes-med'), 'hexes list does not name teaching-ford and hexes-med', list.stdout)

// The hand-played Hastings game; its action file's comment gives the command (scenarios/games/README.md).
const gameFile = join(ROOT, 'scenarios/games/hastings-norman-victory.json')
const command = /pnpm hexes (play .*?) --actions \S+/.exec(JSON.parse(readFileSync(gameFile, 'utf8')).comment)
expect(command !== null, `${gameFile}: its comment names no "pnpm hexes play" command`)
const playArgs = [...command[1].split(' '), '--actions', gameFile, '--compact']
const game = JSON.parse(hexes('play hastings-1066 (a whole game, scripted dice)', playArgs).stdout)
expect(game.result?.winner === 'normans' && game.result?.condition === 'ridge-taken', 'the Hastings game did not end in a Norman victory by ridge-taken', JSON.stringify(game.result))
const workspace = JSON.parse(run('the workspace CLI played the same game', process.execPath, [join(ROOT, 'apps/cli/bin/hexes.mjs'), ...playArgs], { cwd: ROOT }).stdout)
expect(game.hash === workspace.hash, `the installed CLI ends the game with hash ${game.hash}, the workspace's with ${workspace.hash}`)

const sim = hexes('simulate teaching-ford --games 4 --jobs 2', ['simulate', 'teaching-ford', '--games', '4', '--jobs', '2'])
expect(sim.stdout.includes('Failures: none'), 'the simulation reports failures', sim.stdout)

const scaffold = join(work, 'hexes-plugin-volley-fire')
hexes('new-plugin volley-fire (the templates of the installed CLI)', ['new-plugin', 'volley-fire', '--dir', scaffold])
const scaffoldCore = JSON.parse(readFileSync(join(scaffold, 'package.json'), 'utf8')).dependencies['@hexes/core']
expect(scaffoldCore === `^${JSON.parse(readFileSync(join(ROOT, 'packages/core/package.json'), 'utf8')).version}`, `the new plugin depends on @hexes/core ${scaffoldCore}`)

// 6. The plugin kit's whole path (issue #21): the plugin written above, outside the workspace, gets
// its dependencies from the tarballs, passes its own tests and the conformance suite, builds,
// packs, installs next to the packed CLI, and the installed `hexes` plays its scenario by name.
writeFileSync(join(scaffold, 'pnpm-workspace.yaml'), `overrides:\n${Object.entries(tarballs).map(([n, t]) => `  "${n}": "${t}"\n`).join('')}`)
install('the new plugin\'s dependencies (the tarballs)', scaffold)
const own = run('the new plugin passes its own tests and the conformance suite (vitest run)', 'pnpm', ['test'], { cwd: scaffold })
const ownText = own.stdout.replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex
expect(/Test Files +\d+ passed/.test(ownText) && !/failed/.test(ownText), 'the new plugin\'s tests did not all pass', ownText)
run('the new plugin builds to dist (tsc)', 'pnpm', ['run', 'build'], { cwd: scaffold })
const pluginPack = JSON.parse(run('packed the new plugin with pnpm pack', 'pnpm', ['pack', '--pack-destination', packs, '--json'], { cwd: scaffold }).stdout)
const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'))
manifest.dependencies['hexes-plugin-volley-fire'] = `file:${pluginPack.filename}`
writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
install('the packed plugin next to the packed CLI', project)
const pluginScenario = join(project, 'node_modules/hexes-plugin-volley-fire/scenarios/volley-fire-skirmish.json')
const pluginActions = join(project, 'node_modules/hexes-plugin-volley-fire/scenarios/volley-fire-skirmish.actions.json')
const played = JSON.parse(hexes('play volley-fire-skirmish (the installed plugin, by name; scripted dice)', ['play', pluginScenario, '--actions', pluginActions, '--dice', '6,1', '--compact']).stdout)
expect(played.state?.units?.some((u) => u.id === 'b1' && u.status === 'eliminated'), 'the installed plugin\'s game did not eliminate b1 with a 6', JSON.stringify(played.state?.units))

const server = hexes('server migrate without @hexes/server (exit 1)', ['server', 'migrate'], { status: 1 })
expect(server.stderr.includes('hexes server needs @hexes/server'), 'hexes server does not say that it needs @hexes/server', server.stderr)

if (process.env.HEXES_PACK_KEEP !== '1') rmSync(work, { recursive: true, force: true })
else console.log(`pack:check: kept ${work}`)
console.log(`pack:check: OK: ${packages.length} packages packed, installed and run outside the workspace in ${seconds(started)}`)
