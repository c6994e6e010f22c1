import type { Kysely, Migration, MigrationProvider } from 'kysely'

/**
 * The schema, as kysely migrations written with its schema builder only, so that the same steps
 * run on SQLite and on PostgreSQL. Add a step, never edit one that has shipped.
 */
const migrations = (dialect: SqlDialect): Record<string, Migration> => ({
  '0001-games': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('games')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('scenario_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('scenario_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('plugins', 'text', (c) => c.notNull())
        .addColumn('pins', 'text', (c) => c.notNull())
        .addColumn('seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('commitment', 'varchar(128)', (c) => c.notNull())
        .addColumn('rng', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('state_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('clock', 'text')
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('spectator_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('turn_started_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('reminders_sent', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('games_status').on('games').column('status').execute()
      await db.schema
        .createTable('seats')
        .addColumn('game_id', 'varchar(32)', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('side', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('bot', 'varchar(32)')
        .addColumn('name', 'varchar(64)')
        .addColumn('token_hash', 'varchar(64)')
        .addColumn('email', 'varchar(320)')
        .addColumn('webhook', 'varchar(2048)')
        .addColumn('webhook_secret', 'varchar(128)')
        .addColumn('locale', 'varchar(8)')
        .addPrimaryKeyConstraint('seats_pk', ['game_id', 'side'])
        .execute()
      await db.schema.createIndex('seats_token').on('seats').column('token_hash').execute()
      await db.schema
        .createTable('actions')
        .addColumn('game_id', 'varchar(32)', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('state_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('side', 'varchar(64)', (c) => c.notNull())
        .addColumn('idem_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['game_id', 'seq'])
        .addUniqueConstraint('actions_idem', ['game_id', 'idem_key'])
        .execute()
      await db.schema
        .createTable('snapshots')
        .addColumn('game_id', 'varchar(32)', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('snapshots_pk', ['game_id', 'seq'])
        .execute()
      await db.schema
        .createTable('chat')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('game_id', 'varchar(32)', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('side', 'varchar(64)')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('chat_game').on('chat').columns(['game_id', 'id']).execute()
    },
    async down(db: Kysely<any>) {
      for (const t of ['chat', 'snapshots', 'actions', 'seats', 'games']) await db.schema.dropTable(t).execute()
    },
  },
})

/** Which SQL engine a database runs on. */
export type SqlDialect = 'sqlite' | 'postgres'

/** The server's migrations, in order (for kysely's `Migrator`), for one SQL engine. */
export function serverMigrations(dialect: SqlDialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) }
}
