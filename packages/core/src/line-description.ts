/** The most characters a document line's description holds (trimmed, as the schema counts). */
export const LINE_DESCRIPTION_MAX = 2000;
