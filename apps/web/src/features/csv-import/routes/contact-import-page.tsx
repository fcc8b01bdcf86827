import { ImportPageFrame } from '../components/import-page-frame.tsx';
import { CONTACT_IMPORT } from '../contact-import.ts';

/** /contactbook/import: contacts from a CSV file. */
export function ContactImportPage() {
  return <ImportPageFrame entity={CONTACT_IMPORT} />;
}
