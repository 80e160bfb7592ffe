import { messages, pages } from '@recur/api/contract'
import { importHandlers, scenarios, WALLOS_EXPORT } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Screen, screenDocs, signedIn } from '../support/Screen'

/**
 * Import Subscriptions (issue 16): choose a file, check every row, import. The server's answers
 * are MSW's; the file is chosen as a person would, through the file input.
 */
const meta = {
  title: 'Screens/Import',
  component: Screen,
  args: { route: pages.importSubscriptions },
  beforeEach: signedIn,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

const chooseFile = async (canvasElement: HTMLElement, name = 'subscriptions.json') => {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { name: 'Choose a file to import' })
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')
  await userEvent.upload(input!, new File([WALLOS_EXPORT], name, { type: 'application/json' }))
}

export const ChooseFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Import Subscriptions' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^blob:/),
    )
  },
}

/** A file of another type is refused before anything is sent. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'Choose a file to import' })
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')
    // The chooser offers CSV and JSON only; a file dropped or forced past it is refused.
    input!.removeAttribute('accept')
    await userEvent.upload(input!, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.importWrongType)
  },
}

export const PreviewWithErrors: Story = {
  parameters: {
    msw: { handlers: [importHandlers.previewImport.withErrors, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Check what will be imported' }),
    ).toBeVisible()
    await expect(canvas.getByText(messages.subscriptionNameRequired)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Import \d+ subscriptions$/ })).toBeDisabled()
  },
}

export const Imported: Story = {
  parameters: {
    msw: {
      handlers: [
        importHandlers.previewImport.allValid,
        importHandlers.confirmImport.success,
        ...scenarios.populated,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 5 subscriptions' }))
    await expect(
      await canvas.findByRole('heading', { name: '5 subscriptions imported' }),
    ).toBeVisible()
  },
}

/** The server cannot read the file: its words, and the chooser again. */
export const Unreadable: Story = {
  parameters: {
    msw: { handlers: [importHandlers.previewImport.notUtf8, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, 'subscriptions.csv')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.importNotUtf8)
  },
}
