/**
 * GET /v1/customers/{id}/credit-balance: the customer's credit balance per currency, and the
 * entries that make it (a negative invoice's credit carried to it; its use on later invoices).
 * How the balance arises and is spent: creditBalance.ts.
 */
import { Type } from '@sinclair/typebox';
import { notFound } from '../../errors/index.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { CurrencyCodeSchema, envelope, errorResponses, IdParams, IsoDateTime, named, Nullable, StringEnum } from '../../http/schemas.js';
import { CREDIT_BALANCE_ENTRY_KINDS } from './creditBalanceTables.js';
import { findCustomer } from '../customers/index.js';
import { readCreditBalance } from './creditBalance.js';

const CreditBalanceSchema = named('CreditBalance', Type.Object(
  {
    customer_id: Type.String(),
    balances: Type.Array(
      Type.Object({
        currency: CurrencyCodeSchema,
        balance_cents: Type.Integer({ description: 'Credit the customer holds, in minor units; taken off their next invoices in this currency' }),
      }),
    ),
    entries: Type.Array(
      named('CreditBalanceEntry', Type.Object({
        id: Type.String(),
        currency: CurrencyCodeSchema,
        kind: StringEnum(CREDIT_BALANCE_ENTRY_KINDS, {
          description:
            'carried: an invoice that totalled less than 0 put its credit here; applied: an invoice used it; returned: an invoice that used it was voided, so it is back; unused_time: prepaid days of a paid invoice (invoice_id) that a billing anchor move bills again, given back; credit_note: a credit note (credit_note_id) of invoice_id credited to the balance',
        }),
        amount_cents: Type.Integer({ description: 'Positive when carried, returned or unused_time, negative when applied' }),
        invoice_id: Type.String(),
        credit_note_id: Nullable(Type.String({ description: 'The credit note of a `credit_note` entry; null for the other kinds' })),
        description: Type.String(),
        created_at: IsoDateTime,
      })),
      { description: 'Newest first' },
    ),
  },
));

export const creditBalanceRoutes: RouteModule = async (api, { store }) => {
  api.get(
    '/customers/:id/credit-balance',
    {
      schema: {
        tags: ['invoices'],
        summary: "A customer's credit balance per currency (what plan changes credited them), applied to their next invoices",
        description:
          'The balance per currency in minor units, and the entries that make it, newest first: `carried` when an invoice that totalled less than zero put its credit here, `credit_note` when a credit note was credited to it, `applied` when a later invoice used it at finalization. An unknown customer is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('credit_balance', CreditBalanceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const customer = await findCustomer({ db: store.db, scope }, request.params.id);
      if (!customer) throw notFound('Customer', request.params.id);
      return ok(request, { credit_balance: await readCreditBalance({ db: store.db, scope }, customer.id) });
    },
  );
};
