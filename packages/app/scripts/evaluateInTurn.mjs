// Browser code, as text for a script the build writes: evaluates `chunks` (the entry and its
// static imports, each after the chunks it imports) one per task. A module script evaluates its
// whole graph in one task (about 120 ms for the app's, on a desktop CPU), during which the page
// answers no tap or key; imported one at a time, with a task between, each file is a task of its
// own. Used by the app's start script (vite.config.ts) and the prerendered pages' (prerender.mjs).
export const evaluateInTurn = `function evaluateInTurn(chunks) {
  var next = 0
  ;(function evaluate() {
    import(chunks[next]).then(function () {
      if (++next < chunks.length) setTimeout(evaluate)
    })
  })()
}`
