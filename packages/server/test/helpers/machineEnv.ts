/**
 * What a child process shares with the test runner, and nothing else: PATH, and the clock shim
 * when the run moves the machine's clock (`npm run test:clock`: libfaketime through LD_PRELOAD
 * and FAKETIME*). Without the shim a server child would keep the real calendar while the test
 * and the database live a year away, a mix no real machine has.
 */
export function machineEnv(): Record<string, string> {
  const shared = Object.entries(process.env).filter(
    ([name]) => name === 'PATH' || name === 'LD_PRELOAD' || name.startsWith('FAKETIME'),
  )
  return Object.fromEntries(shared.filter((entry): entry is [string, string] => !!entry[1]))
}
