/**
 * The toolbar's Export menu (react-aria's menu and popover): a chunk of its own, loaded after the
 * list has painted (SubscriptionsScreen.tsx); its stand-in, the same button, shows until then.
 */
export { ExportMenu } from '@recur/ui'
