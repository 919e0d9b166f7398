/** What other modules use of products: fees create them inline. */
export { findProduct, insertProduct } from './repo.js';
export { productFields } from './schemas.js';
export { prepareCheckedProduct } from './service.js';
export type { ProductTable } from './tables.js';
