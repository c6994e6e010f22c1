import { resolve } from 'node:path'

/**
 * The directory the caller's relative paths are relative to. `pnpm hexes` (`pnpm --filter
 * @hexes/cli exec hexes`) runs the binary in this package's directory and says in `INIT_CWD`
 * where pnpm was started: that directory then. Anywhere else (the binary started directly, or
 * from another script that inherited `INIT_CWD`), the current directory.
 *
 * @param env - the process environment
 * @param cwd - the current directory
 * @param packageDir - this package's directory
 */
export function callerDir(env: Readonly<Record<string, string | undefined>>, cwd: string, packageDir: string): string {
  const init = env.INIT_CWD
  return init !== undefined && init !== '' && resolve(cwd) === resolve(packageDir) ? init : cwd
}
