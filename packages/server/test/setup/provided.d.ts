declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database this project tests on. */
    database: 'pglite' | 'postgres'
    /** An admin URL on the PostgreSQL server (server-postgres only). */
    postgresUrl: string
    /** A dump of a migrated PGlite (server-pglite only; see test/setup/pglite.ts). */
    pgliteTemplate: string
  }
}
export {}
