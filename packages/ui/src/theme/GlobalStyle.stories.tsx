import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GlobalStyle } from './GlobalStyle'
import { darkTheme, lightTheme } from './themes'

/*
 * GlobalStyle draws nothing of its own: the preview mounts it around every story, in the theme
 * the toolbar chose. This story shows what it sets on the page's own elements, unstyled by any
 * component: the body's type and colours, headings and paragraphs without margins, form controls
 * in the body's font. No native select: Chromium drew its border and arrow darker in the full
 * story run than in a run of this file alone (the same 348 pixels in two CI runs), so its
 * picture would hold what ran before it, not these rules.
 */
const meta = {
  title: 'UI/Theme/GlobalStyle',
  component: GlobalStyle,
  render: () => (
    // A picture of the rules, not a form: where a story before it left the pointer must not hover
    // (and so redraw) a native control.
    <div style={{ pointerEvents: 'none' }}>
      <h1>Subscriptions</h1>
      <h2>Spend this month</h2>
      <p>Recur keeps your subscriptions in one place: ₦12,500.00 due this week.</p>
      <button type="button">A native button</button>
      <input aria-label="A native text field" defaultValue="In the body's font" />
    </div>
  ),
} satisfies Meta<typeof GlobalStyle>
export default meta
type Story = StoryObj<typeof meta>

const cssValue = (element: Element, property: string) =>
  getComputedStyle(element).getPropertyValue(property).trim()

export const BaseRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const root = document.documentElement
    const scheme = cssValue(root, 'color-scheme')
    const theme = scheme === 'dark' ? darkTheme : lightTheme
    await expect([lightTheme.name, darkTheme.name]).toContain(scheme)

    // The current theme's colours on :root, and the body drawn in them.
    await expect(cssValue(root, '--color-background')).toBe(theme.color.background)
    const swatch = document.createElement('div')
    swatch.style.color = theme.color.text
    swatch.style.background = theme.color.background
    canvasElement.append(swatch)
    await expect(cssValue(document.body, 'color')).toBe(cssValue(swatch, 'color'))
    await expect(cssValue(document.body, 'background-color')).toBe(
      cssValue(swatch, 'background-color'),
    )
    swatch.remove()

    // Inter for the body, and form controls in the body's font, not the browser's own.
    const bodyFont = cssValue(document.body, 'font-family')
    await expect(bodyFont).toMatch(/^"?Inter Variable"?/)
    for (const control of [canvas.getByRole('button'), canvas.getByRole('textbox')])
      await expect(cssValue(control, 'font-family')).toBe(bodyFont)

    // The reset: no margins on headings and paragraphs, borders inside an element's size.
    for (const text of [canvas.getByRole('heading', { level: 1 }), canvas.getByText(/one place/)])
      await expect(cssValue(text, 'margin-top')).toBe('0px')
    await expect(cssValue(canvas.getByRole('textbox'), 'box-sizing')).toBe('border-box')
  },
}
