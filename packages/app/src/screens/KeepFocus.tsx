import { Component, createRef, type ReactNode } from 'react'

/** What in a part can hold the focus: the first of these takes it over. */
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * A place whose content is replaced (a part's stand-in by the part, ./deferred.tsx) keeps the
 * focus: when what left had it, the first control of what came takes it over, so a keyboard user
 * who reached the stand-in is not sent back to the top of the page. A class, for
 * `getSnapshotBeforeUpdate`: the one moment React offers before it takes the old content out of
 * the document. No box of its own (`display: contents`), so nothing around it is laid out anew.
 */
export class KeepFocus extends Component<{ children: ReactNode }> {
  private readonly place = createRef<HTMLSpanElement>()

  override getSnapshotBeforeUpdate(): boolean {
    return this.place.current?.contains(document.activeElement) ?? false
  }

  override componentDidUpdate(_props: unknown, _state: unknown, hadFocus: boolean) {
    const place = this.place.current
    // Only focus that was lost: what came may have placed it itself (a menu opened on mount).
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!hadFocus || !place || !lost) return
    place.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }

  override render() {
    return (
      <span ref={this.place} style={{ display: 'contents' }}>
        {this.props.children}
      </span>
    )
  }
}
