// The benches `npm run bench` knows: each one's module and the function that measures it.
export const benches = {
  'landing-bundle': ['./landing-bundle.mjs', 'benchLandingBundle'],
  'landing-lighthouse': ['./landing-lighthouse.mjs', 'benchLandingLighthouse'],
  'documents-lighthouse': ['./documents-lighthouse.mjs', 'benchDocumentsLighthouse'],
  'dashboard-lighthouse': ['./documents-lighthouse.mjs', 'benchDashboardLighthouse'],
  startup: ['./startup.mjs', 'benchStartup'],
  contacts: ['./contacts-list.mjs', 'benchContactList'],
  documents: ['./documents.mjs', 'benchDocuments'],
  search: ['./search.mjs', 'benchSearch'],
  dashboard: ['./dashboard.mjs', 'benchDashboard'],
  statement: ['./money-in.mjs', 'benchStatement'],
  'aged-receivables': ['./money-in.mjs', 'benchAgedReceivables'],
  'developer-companies': ['./developer.mjs', 'benchDeveloperCompanies'],
  'company-transfer': ['./company-transfer.mjs', 'benchCompanyTransfer'],
  'document-editor': ['./document-editor.mjs', 'benchDocumentEditor'],
  pdf: ['./pdf.mjs', 'benchPdf'],
  'pdf-zip-health': ['./pdf-zip-health.mjs', 'benchPdfZipHealth'],
};
