/** The reservations API: its routes (holds made and captured here, as they price and ingest events). */
export { reservationRoutes } from './routes.js';
