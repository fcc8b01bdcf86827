/**
 * The box a logo is printed in at the top of a PDF, in points: scaled down to fit, never up.
 * Apart from the styles so the server can size a stored logo without loading react-pdf.
 */
export const LOGO_BOX = { width: 140, height: 56 } as const;
