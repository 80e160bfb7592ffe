// Shared pieces of the dashboard card stories: the frame they render in, the card they
// query, and the Loading, Error and Empty plays the cards repeat. Not a story file itself.
import type { Decorator } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, type getByRole, userEvent, within } from 'storybook/test'

type Role = Parameters<typeof getByRole>[1]
type Name = string | RegExp

/** What every play is handed that these plays use. */
interface PlayContext {
  canvasElement: HTMLElement
}

/** A frame no wider than `maxWidth`, as the card sits in the dashboard's grid. */
export const widthDecorator =
  (maxWidth: CSSProperties['maxWidth']): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  )

/** A phone-width frame: the spec's narrowest target, 360px. */
export const phoneDecorator: Decorator = (Story) => (
  <div style={{ width: '360px' }}>
    <Story />
  </div>
)

/** Queries scoped to the card's region, which its heading names. */
export const cardNamed = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }))

interface Absent {
  /** A role the loaded card shows and this state must not (the chart, the table). */
  absentRole?: Role
  /** Text the loaded card shows and this state must not. */
  absentText?: Name
}

type Panel = ReturnType<typeof cardNamed>

const expectAbsent = async (panel: Panel, { absentRole, absentText }: Absent) => {
  if (absentRole !== undefined) await expect(panel.queryByRole(absentRole)).toBeNull()
  if (absentText !== undefined) await expect(panel.queryByText(absentText)).toBeNull()
}

interface LoadingChecks extends Absent {
  /** A control that stays usable while the card loads. */
  enabled?: { role: Role; name: Name }
}

/** The card says 'Loading...' in a status region, without the content it is waiting for. */
export const loadingPlay =
  (cardName: string, { enabled, ...absent }: LoadingChecks = {}) =>
  async ({ canvasElement }: PlayContext) => {
    const panel = cardNamed(canvasElement, cardName)
    await expect(panel.getByRole('status')).toHaveTextContent('Loading...')
    await expectAbsent(panel, absent)
    if (enabled !== undefined) {
      await expect(panel.getByRole(enabled.role, { name: enabled.name })).toBeEnabled()
    }
  }

/** The card shows its empty `message`, without the content it would show with data. */
export const emptyPlay =
  (cardName: string, message: Name, absent: Absent = {}) =>
  async ({ canvasElement }: PlayContext) => {
    const panel = cardNamed(canvasElement, cardName)
    await expect(panel.getByText(message)).toBeVisible()
    await expectAbsent(panel, absent)
  }

/** The card shows `errorText` in an alert, and 'Try again' calls `onRetry` once. */
export const errorPlay =
  (cardName: string, errorText: Name = 'Error') =>
  async ({ args, canvasElement }: PlayContext & { args: { onRetry?: unknown } }) => {
    const panel = cardNamed(canvasElement, cardName)
    await expect(panel.getByRole('alert')).toHaveTextContent(errorText)
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  }
