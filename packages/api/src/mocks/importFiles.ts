/*
 * Files other trackers export, for the import's tests (unit, server, e2e), written from each
 * tracker's own export code. Dates are fixed: an import takes periods that have ended too.
 */

/**
 * A Wallos export, as Wallos's Settings → "Export to JSON" saves it (`subscriptions.json`):
 * the `subscriptions` list of the answer of endpoints/subscriptions/export.php
 * (https://github.com/ellite/Wallos/blob/main/endpoints/subscriptions/export.php), one object
 * per subscription with these keys; 'Price' is the currency's symbol followed by the price,
 * and commas in the text fields were replaced by spaces by Wallos.
 */
export const WALLOS_EXPORT = JSON.stringify([
  {
    Name: 'Netflix',
    'Payment Cycle': 'Monthly',
    'Next Payment': '2026-12-05',
    Renewal: 'Automatic',
    Category: 'Entertainment',
    'Payment Method': 'Visa',
    'Paid By': 'Ada',
    Price: '$15.49',
    Notes: 'Family plan',
    URL: 'https://www.netflix.com',
    State: 'Enabled',
    Notifications: 'Enabled',
    'Cancellation Date': '',
    Active: 'Yes',
  },
  {
    Name: 'Spotify Family',
    'Payment Cycle': 'Monthly',
    'Next Payment': '2026-12-20',
    Renewal: 'Automatic',
    Category: 'Music',
    'Payment Method': 'Mastercard',
    'Paid By': 'Ada',
    Price: '€17.99',
    Notes: '',
    URL: '',
    State: 'Enabled',
    Notifications: 'Enabled',
    'Cancellation Date': '',
    Active: 'Yes',
  },
  {
    Name: 'Google One',
    'Payment Cycle': 'Yearly',
    'Next Payment': '2027-03-01',
    Renewal: 'Manual',
    Category: 'Cloud',
    'Payment Method': 'PayPal',
    'Paid By': 'Tunde',
    Price: '£19.99',
    Notes: '2 TB',
    URL: '',
    State: 'Enabled',
    Notifications: 'Disabled',
    'Cancellation Date': '',
    Active: 'Yes',
  },
  {
    Name: 'City Gym',
    'Payment Cycle': 'Every 3 Months',
    'Next Payment': '2027-01-10',
    Renewal: 'Automatic',
    Category: 'Health & Fitness',
    'Payment Method': 'Bank Transfer',
    'Paid By': 'Tunde',
    Price: 'kr599',
    Notes: '',
    URL: '',
    State: 'Enabled',
    Notifications: 'Enabled',
    'Cancellation Date': '',
    Active: 'Yes',
  },
  {
    Name: 'DStv Premium',
    'Payment Cycle': 'Monthly',
    'Next Payment': '2026-12-01',
    Renewal: 'Automatic',
    Category: 'TV',
    'Payment Method': 'Card',
    'Paid By': 'Ada',
    Price: '₦37000',
    Notes: '',
    URL: '',
    State: 'Disabled',
    Notifications: 'Disabled',
    'Cancellation Date': '2026-11-30',
    Active: 'No',
  },
])

/**
 * A SubTrackr CSV export (Settings → Export → CSV, `subscriptions.csv`), as written by
 * `ExportCSV` in internal/handlers/subscription.go of https://github.com/bscott/subtrackr:
 * this header, dates as YYYY-MM-DD, the cost with 2 decimals, the schedule as
 * `DisplaySchedule()` writes it ('Monthly', 'Every 2 Months'), statuses Active, Cancelled,
 * Paused or Trial, and Go's encoding/csv quoting (LF line ends).
 */
export const SUBTRACKR_EXPORT = [
  'ID,Name,Category,Cost,Currency,Schedule,Schedule Interval,Status,Payment Method,Account,Start Date,Renewal Date,Cancellation Date,URL,Notes,Usage,Created At',
  '1,Netflix,Entertainment,15.49,USD,Monthly,1,Active,Visa,ada@example.com,2024-03-01,2026-12-05,,https://www.netflix.com,Family plan,High,2024-03-01 10:00:00',
  '2,Notion,Productivity,96.00,USD,Annual,1,Active,Mastercard,,2023-06-15,2027-06-15,,,"Team plan, 2 seats",Medium,2023-06-15 09:30:00',
  '3,Duolingo Super,Education,4000.00,NGN,Every 2 Months,2,Cancelled,,,2025-01-01,2026-11-01,2026-10-20,,,Low,2025-01-01 08:00:00',
  '4,Headspace,Health,12.99,CAD,Monthly,1,Paused,Visa,,2025-05-01,2026-12-01,,,,None,2025-05-01 12:00:00',
  '',
].join('\n')
