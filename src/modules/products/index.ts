/** What other modules use of products: fees create them inline. */
export { findProduct, insertProduct } from './repo.js';
