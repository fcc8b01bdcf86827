/** Kira's own contact details, in one place for the info pages. */
export const company = {
  legalName: 'Kira Pte. Ltd.',
  addressLines: ['Kira Pte. Ltd.', '1 North Bridge Road, #08-08', 'Singapore 179094'],
  emails: {
    hello: 'hello@kira.sg',
    support: 'support@kira.sg',
    feedback: 'feedback@kira.sg',
    jobs: 'jobs@kira.sg',
    privacy: 'privacy@kira.sg',
    legal: 'legal@kira.sg',
  },
  supportHours: 'Monday to Friday, 9 am to 6 pm Singapore time, except public holidays',
} as const;
