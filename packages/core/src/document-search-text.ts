/**
 * What the documents list's text filter and the company search match a document by: its
 * contact's name, reference, notes and every line's description, lower-cased (the number is put
 * before it when the document is issued). A draft's contact's name is not in it: a draft is
 * found by its own words, and by its contact once issued.
 */
export function documentSearchText(parts: {
  contactName: string;
  reference: string;
  notes: string;
  lineDescriptions: readonly string[];
}): string {
  return [parts.contactName, parts.reference, parts.notes, ...parts.lineDescriptions]
    .filter((part) => part !== '')
    .join(' ')
    .toLowerCase();
}
