import { auditChainBreaks, auditEventCount } from './audit/chain.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

/**
 * `npm run audit:check`: verifies the access log's hash chain on the configured database (the same settings as the
 * server: DATABASE_URL, or DATA_DIR for the embedded one, which must not be open in a running server). Exit code 0
 * when the chain is intact, 1 when a row was changed or removed, 2 when the check could not run.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const [breaks, count] = await Promise.all([auditChainBreaks(database.db), auditEventCount(database.db)]);
    if (breaks.length === 0) {
      process.stdout.write(`audit chain intact: ${count} events\n`);
      return 0;
    }
    console.error(`audit chain BROKEN at ${breaks.length} of ${count} events:`);
    for (const b of breaks.slice(0, 50)) {
      console.error(`  event ${b.eventId}: ${b.problem}`);
    }
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : `audit check failed: ${String(err)}`);
    process.exit(2);
  },
);
