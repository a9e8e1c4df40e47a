/** The accounting platforms a company can connect (Codat's platform keys). */
export const ACCOUNTING_PLATFORMS: Readonly<Record<string, string>> = { gbol: 'QuickBooks Online', qudb: 'Xero', akxx: 'NetSuite', sandbox: 'Codat Sandbox' };

export const ACCOUNTING_MESSAGES = {
  notCreated: 'Create the company on the accounting platform first.',
  noConnection: 'Connect an accounting platform first.',
  platformKey: 'Choose a supported accounting platform.',
  bankAccount: 'Choose an active bank account of the accounting platform.',
  supplier: 'Choose a supplier of the accounting platform.',
  customer: 'Choose a customer of the accounting platform.',
  runOver: 'This integration run is already over.',
  mappingAccount: 'Choose an active account of the accounting platform.',
  noMappingChosen: 'Choose a platform account for at least one GL code.',
  noMapping: "Map your GL codes to the accounting platform's accounts (confirm the proposed mapping) before the first sync.",
} as const;
