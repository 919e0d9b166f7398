/** Credit notes over the API (issue 30): read them, and issue one for an invoice (routes.ts, createCreditNote.ts). */
export { creditNoteRoutes } from './routes.js';
export { createCreditNote } from './createCreditNote.js';
