/**
 * How every ticket QR is drawn (pages and mail): level M survives a worn print and keeps a signed
 * ticket token (about 250 characters) at version 11, 61 modules; ISO/IEC 18004 asks for a quiet zone
 * of 4 modules, so 69 across.
 */
export const TICKET_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
