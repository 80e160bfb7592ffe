interface InitializingRouter {
  state: { initialized: boolean }
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void
}

/**
 * Resolves once the router has loaded the first page's route chunks and run its loaders.
 *
 * The app renders only then: `RouterProvider` reads the router's state when it renders and
 * subscribes when it commits, and an initialization finishing between the two (a transition
 * renders in slices, so the gap is real) is lost when the router has another subscriber already
 * (our idle prefetch): the page stays on its loading view for good (react-router #15527, seen in
 * our e2e runs as a blank /dashboard). Rendered after, the provider starts from the settled state.
 */
export function routerReady(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}
