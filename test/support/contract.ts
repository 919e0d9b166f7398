/** The contract's resource tables (spec/billing-api.md), as shape specs for expectShape. */
import { nested, shape } from './shape.js';

export const ADDRESS = shape({}, { country: 'string', state: 'string', city: 'string', street: 'string', street2: 'string', zip: 'string' });

export const CUSTOMER = shape({
  id: 'string',
  name: 'string?',
  first_name: 'string?',
  last_name: 'string?',
  email: 'string?',
  phone: 'string?',
  url: 'string?',
  external_id: 'string?',
  billing_address: nested(ADDRESS, { nullable: true }),
  shipping_address: nested(ADDRESS, { nullable: true }),
  created_at: 'iso',
  updated_at: 'iso',
});

export const ERROR_BODY = shape(
  { success: 'boolean', error: nested(shape({ code: 'string', message: 'string' }, { details: 'array?' })), request_id: 'string' },
);

export const PAGINATION = shape({ has_more: 'boolean', next_cursor: 'string?' });
