// The demo companies' books reference data: a chart of accounts, custom fields, projects and the books
// policy, created through the coding deciders like every other demo fact (fixed ids: a re-run records
// nothing).
import { booksPolicyDecider, customFieldDecider, generalLedgerDecider, projectDecider, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore } from '@spend/eventstore';

/** [code, name, type, category]: the MCC groups the demo history buys in, plus the usual overheads. */
export const DEMO_GL_CODES = [
  ['6000', 'Travel - Airfare', 'Expense', 'Travel'],
  ['6010', 'Travel - Lodging', 'Expense', 'Travel'],
  ['6020', 'Travel - Ground Transportation', 'Expense', 'Travel'],
  ['6030', 'Meals & Entertainment', 'Expense', 'Travel'],
  ['6100', 'Software Subscriptions', 'Expense', 'Technology'],
  ['6110', 'Cloud Hosting', 'Expense', 'Technology'],
  ['6120', 'Computer Equipment', 'Expense', 'Technology'],
  ['6200', 'Office Supplies', 'Expense', 'Operations'],
  ['6210', 'Postage & Shipping', 'Expense', 'Operations'],
  ['6220', 'Rent & Facilities', 'Expense', 'Operations'],
  ['6300', 'Advertising', 'Expense', 'Marketing'],
  ['6310', 'Events & Conferences', 'Expense', 'Marketing'],
  ['6320', 'Promotional Materials', 'Expense', 'Marketing'],
  ['6400', 'Professional Fees', 'Expense', 'Services'],
  ['6410', 'Training & Education', 'Expense', 'People'],
  ['6420', 'Employee Benefits', 'Expense', 'People'],
  ['6500', 'Fuel & Vehicle', 'Expense', 'Operations'],
  ['6900', 'Miscellaneous', 'Expense', 'Other'],
  ['1500', 'Fixed Assets', 'Asset', 'Capital'],
] as const;

export const DEMO_PROJECTS = ['Website Relaunch', 'Q3 Trade Show', 'Denver Office Opening', 'Customer Summit', 'ERP Migration', 'General & Administrative'] as const;
export type DemoProject = (typeof DEMO_PROJECTS)[number];

/** MCC -> GL code for the merchants the demo history buys from (traffic.ts); anything else is Miscellaneous. */
export const DEMO_MCC_GL: Readonly<Record<string, string>> = {
  '5814': '6030', '5812': '6030', '4121': '6020', '3058': '6000', '3000': '6000', '3509': '6010', '3504': '6010',
  '7372': '6100', '5734': '6100', '5111': '6200', '5943': '6200', '5300': '6200', '5541': '6500', '5542': '6500',
  '4215': '6210', '5200': '6220', '5732': '6120', '7311': '6300', '8699': '6310',
};
/** Where a merchant is booked differently from its MCC's usual code. */
export const DEMO_MERCHANT_GL: Readonly<Record<string, string>> = { 'Amazon Web Services': '6110' };

/** The department (the required custom field) and the project a GL category's spend usually goes to. */
export const DEMO_CATEGORY_CODING: Readonly<Record<string, { department: string; projects: readonly DemoProject[] }>> = {
  Travel: { department: 'Sales', projects: ['Customer Summit', 'Q3 Trade Show'] },
  Technology: { department: 'Engineering', projects: ['ERP Migration', 'Website Relaunch'] },
  Operations: { department: 'Operations', projects: ['Denver Office Opening', 'General & Administrative'] },
  Marketing: { department: 'Marketing', projects: ['Website Relaunch', 'Q3 Trade Show'] },
  Services: { department: 'Finance', projects: ['General & Administrative'] },
  People: { department: 'People', projects: ['General & Administrative'] },
  Other: { department: 'Operations', projects: ['General & Administrative'] },
  Capital: { department: 'Operations', projects: ['Denver Office Opening'] },
};

/** Receipts required above $75 (subscription cards exempt), projects on: the policy the demo books follow. */
export const DEMO_RECEIPT_THRESHOLD_CENTS = 7_500;

export const DEMO_CUSTOM_FIELDS = [
  { key: 'department', name: 'Department', description: 'The department the spend belongs to.', isRequired: true, options: ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations', 'People'] },
  { key: 'attendees', name: 'Attendees', description: 'Who was there (meals and events).', isRequired: false, options: [] },
] as const;

/** Creates them for one company; `key` keeps each company's ids apart. */
export const seedDemoCoding = async (store: EventStore, companyId: string, key: string, now: string): Promise<void> => {
  const id = (...parts: string[]) => deterministicUuid('demo', key, ...parts);
  const context = (command: string) => ({ companyId, userId: null, correlationId: id('seed-coding'), commandId: id('command', command) });
  for (const [code, name, type, category] of DEMO_GL_CODES) {
    const generalLedgerId = id('gl', code);
    await handleCommand(store, streams.generalLedger(generalLedgerId), generalLedgerDecider, {
      type: 'CreateGeneralLedger', generalLedgerId, companyId, fields: { name, code, type, category, description: null }, now,
    }, context(`gl-${code}`));
  }
  for (const name of DEMO_PROJECTS) {
    const projectId = id('project', name);
    await handleCommand(store, streams.project(projectId), projectDecider, { type: 'CreateProject', projectId, companyId, name, now }, context(`project-${name}`));
  }
  for (const field of DEMO_CUSTOM_FIELDS) {
    const customFieldId = id('custom-field', field.key);
    await handleCommand(store, streams.customField(customFieldId), customFieldDecider, {
      type: 'CreateCustomField', customFieldId, companyId, name: field.name, description: field.description, isRequired: field.isRequired, isActive: true,
      options: field.options.map((name) => ({ optionId: id('option', field.key, name), name })), now,
    }, context(`custom-field-${field.key}`));
  }
  await handleCommand(store, streams.booksPolicy(companyId), booksPolicyDecider, {
    type: 'SetBooksPolicy', companyId, receiptRequiredAbove: (DEMO_RECEIPT_THRESHOLD_CENTS / 100).toFixed(2), subscriptionReceiptsExempt: true, isProjectsEnabled: true, now,
  }, context('books-policy'));
};
