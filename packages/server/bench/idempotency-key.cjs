// autocannon's setupRequest for the pay benchmark (bench/throughput.ts): a fresh
// Idempotency-Key on every request. A CommonJS file, because autocannon's worker threads
// `require` it by path (functions cannot be passed to a worker).
module.exports = (request) => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': globalThis.crypto.randomUUID() },
})
