import { buildApp } from './app'
import { ConfigError, loadConfig, startupWarnings, type Config } from './config'
import { FolderInUseError } from './db/folderLock'
import { openDatabase } from './db/open'

async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const database = await openDatabase(config)
  await database.migrate()
  const app = await buildApp(config, { db: database.db, ping: database.ping })
  for (const warning of startupWarnings(config)) app.log.warn(warning)
  app.log.info(
    { driver: database.driver, dataDir: config.dataDir },
    `database ready (${database.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
  )

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, closing`)
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error while closing')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  app.log.info(
    `Recur is listening on http://${shown}:${port} (app URL ${config.appUrl ?? "each request's own origin"})`,
  )
}

main().catch((error: unknown) => {
  // A mistake in how Recur was started is told in its own words, without a stack.
  console.error('Recur failed to start:', error instanceof FolderInUseError ? error.message : error)
  process.exit(1)
})
