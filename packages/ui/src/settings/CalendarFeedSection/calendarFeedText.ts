/** What the section says, in one place (its stories and the e2e journey read them too). */
export const calendarFeedText = {
  intro:
    'See when each subscription ends or renews in Google Calendar, Apple Calendar or Outlook, with a reminder, through a private address only you know.',
  create: 'Create calendar address',
  creating: 'Creating address',
  address: 'Calendar address',
  shownOnce:
    'Copy this address now and add it to your calendar app as a subscription. For your privacy Recur shows it only once.',
  copy: 'Copy address',
  copied: 'Address copied',
  copyFailed: 'Copying did not work: select the address and copy it yourself.',
  openInApp: 'Open in calendar app',
  done: 'Done',
  on: (since: string) => `Your calendar feed is on. Its address was made on ${since}.`,
  hidden:
    'The address is shown only once. If you lost it, make a new one: the old one stops working.',
  regenerate: 'Make a new address',
  revoke: 'Turn off feed',
  regenerateTitle: 'Make a new address?',
  regenerateBody:
    'The current address stops working at once: calendars subscribed to it stop updating until you add the new one.',
  revokeTitle: 'Turn off calendar feed?',
  revokeBody:
    'Its address stops working at once and calendars subscribed to it stop updating. You can make a new address at any time.',
  cancel: 'Cancel',
  loadFailed: 'We could not load your calendar feed.',
  loading: 'Loading calendar feed',
} as const
