/** What the API layer uses of reservations: holds ended (captured, released, expired), read and listed, and the expiry job. */
export { endHold, lockHeldReservation, releaseReservation } from './endHold.js';
export { expireDueReservations, reservationExpiryJob } from './expire.js';
export { findReservation, findReservationByRequestKey, insertReservation, listReservations, setReservationEvent, type ReservationRow } from './repo.js';
export { recordReservationEvent, toReservation } from './present.js';
export { CaptureReservationBody, CreateReservationBody, ListReservationsQuery, Reservation } from './schemas.js';
export type { ReservationTable } from './tables.js';
