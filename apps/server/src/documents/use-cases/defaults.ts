import { type DocumentDefaults, defaultTermsOf } from '@kira/core/document-defaults';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import { formatDocumentNumber } from '@kira/core/numbering';
import { decideCreateDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { readDraftDefaults } from '../store/draft-defaults.ts';

/**
 * What the editor needs to start a document of a kind, for whoever may start one (the company's
 * settings themselves need the company right; these few do not). The number is a preview of
 * the kind's next issue: nothing is reserved, and a draft takes its number only when issued.
 */
export async function draftDefaults(
  access: RequestAccess,
  kind: DocumentKind,
): Promise<DocumentDefaults> {
  enforce(decideCreateDocument(access, kind));
  const { settings, invoiceTerms, numbering, nextValue } = await readDraftDefaults(
    access.scope.statements,
    kind,
  );
  return {
    kind,
    gstRegistered: settings.gstRegistered,
    gstRegisteredOn: settings.gstRegisteredOn,
    gstRounding: settings.gstRounding,
    cashRounding: settings.cashRounding,
    paymentTermsDays: settings.paymentTermsDays,
    currency: 'SGD',
    // No setting gives a new document notes.
    notes: '',
    terms: defaultTermsOf(kind, invoiceTerms),
    nextNumber: formatDocumentNumber(numbering.prefix, numbering.padding, nextValue),
  };
}
