import { buildApp } from './app'
import { ConfigError, loadConfig, localAppUrl } from './config'
import { FolderInUseError } from './db/folderLock'
import { openDatabase } from './db/open'
import { DEMO_ACCOUNT, seedDemoAccount } from './demo/seedDemoAccount'

/**
 * `node dist/seedDemo.js` (what `npm start -- --demo` runs first): (re)creates the demo account
 * in the configured database (DATA_DIR or DATABASE_URL), then exits.
 */
async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    await database.migrate()
    // Only the data is wanted: no rates refresh, and no server chatter around the one line below.
    const app = await buildApp(
      { ...config, ratesFeedUrl: undefined, logLevel: 'error' },
      { db: database.db },
    )
    try {
      const { chains, rows, walletFunded } = await seedDemoAccount(
        database.db,
        app.services,
        config.appUrl ?? localAppUrl(config.port),
      )
      console.log(
        `demo account ready: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (${chains} subscriptions, ${rows} periods, wallet ₦${walletFunded.toLocaleString('en-US')})`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const told = error instanceof ConfigError || error instanceof FolderInUseError
  console.error(told ? error.message : error)
  console.error('seeding the demo account failed')
  process.exit(1)
})
