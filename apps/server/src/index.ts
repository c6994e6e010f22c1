/**
 * @hexes/server: the Hexes game server (private). `startServer` runs it (tests, `src/main.ts`,
 * the ops tools); the rest is exported for those tools and the server's own tests.
 */
export { startServer, type RunningServer } from './startServer'
export { configFromEnv, type ServerConfig } from './ServerConfig'
export { ServerError, type ServerErrorCode } from './ServerError'
export { openDatabase, type DatabaseConfig, type OpenDatabase } from './db/openDatabase'
export type { Database } from './db/Database'
export { serverMigrations, type SqlDialect } from './db/migrations'
export { GAMES_CHANNEL, noticePayload, parseNotice, type GameNotice } from './db/PgNotifier'
export { GameService, SNAPSHOT_EVERY, type ActOutcome } from './games/GameService'
export type { Committed, InTransaction } from './games/Committed'
export { LiveGames, type LiveGame } from './games/LiveGames'
export { hashToken } from './games/tokens'
export { DEFAULT_RATE_LIMITS, type RateLimits, type BucketSpec } from './http/RateLimiter'
export { runMigrate, type RunMigrateOptions } from './migrate/runMigrate'
export { migrateGames, type MigrateReport, type PendingRules } from './migrate/migrateGames'
export { formatMigrateReport, type MigrateLang } from './migrate/formatMigrateReport'
export { replayLog, type LoggedStep, type ReplayDivergence } from './migrate/replayLog'
export { PluginSet, compareVersions, pinKey, type Pin } from './migrate/PluginSet'
export { PluginSetError, type PluginSetErrorCode } from './migrate/PluginSetError'
export { loadExtraPlugins } from './migrate/loadExtraPlugins'

// test support (the browser tests start their own PostgreSQL cluster in a temporary folder)
export { startPostgres, type TestPostgres } from './testing/startPostgres'
