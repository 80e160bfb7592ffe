// Prints a TCP port nothing on 127.0.0.1 listens on now (the OS picks it), for a test server or
// the throwaway PostgreSQL, so `npm test` runs beside `npm start` or anything else.
import { createServer } from 'node:net'

const probe = createServer()
probe.listen(0, '127.0.0.1', () => {
  process.stdout.write(String(probe.address().port))
  probe.close()
})
