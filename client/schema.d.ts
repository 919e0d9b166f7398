// Generated from the OpenAPI document by `npx meterline openapi --types client/schema.d.ts`.
// Do not edit: regenerate after changing a route (test/platform/typedClient.test.ts checks it).

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check (no key needed)
         * @description Answers 200 with `status` and `database` ok when the server reaches its database, 503 SERVICE_UNAVAILABLE when it cannot. Needs no API key and is outside the rate limit, so a load balancer or monitor can poll it.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers, newest first
         * @description A page of the customers of the key's company and mode: `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. `external_id` keeps only the customers whose external id is exactly that value. A bad limit or cursor is 400 VALIDATION_ERROR.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Every field is optional and unknown fields are refused. An address country must be an assigned two-letter ISO 3166-1 code (stored uppercase), else 400 VALIDATION_ERROR. Answers 201 with the customer and records a `customer.created` webhook event.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a customer
         * @description Answers the customer as stored, addresses included (null when not set). An id that is not a customer of the key's company and mode (a live key does not see test customers) is 404 NOT_FOUND.
         */
        get: operations["getCustomer"];
        put?: never;
        /**
         * Update a customer: only provided fields change, null clears
         * @description Omitted fields keep their value; null clears a field. An address is merged field by field: the given fields change, "" clears one, null clears the whole address. Answers the updated customer and records a `customer.updated` webhook event; an unknown id is 404 NOT_FOUND.
         */
        post: operations["updateCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the catalogs that can be attached to plans: every global catalog plus the company catalogs of this mode, newest first
         * @description The whole list in one answer, without paging. Global catalogs (`global: true`) are maintained by the operator and read-only over the API; each catalog gives its `entry_count`, and its entries are at GET /v1/catalogs/{id}/entries.
         */
        get: operations["listCatalogs"];
        put?: never;
        /**
         * Create a company catalog, optionally with its first entries
         * @description `name` must be unique among the company's catalogs of this mode (409 CATALOG_NAME_TAKEN). Up to 1,000 entries may come with it, all stored or none: an entry's dimensions share one currency and a key may not repeat (400 VALIDATION_ERROR with the path at fault). Answers 201 with the catalog; attach it to a plan with POST /v1/plans/{id}/catalogs.
         */
        post: operations["createCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalogs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a global catalog or one of the company catalogs, with what it matches: event_name, key_property, as_of
         * @description Once the catalog is attached to a plan, events named `event_name` are priced by the entry whose `key` equals the event's `key_property` value. `as_of` and `source_note` come from an imported catalog file and are null for catalogs made over the API. A catalog of another company or of the other mode is 404 NOT_FOUND.
         */
        get: operations["getCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalogs/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a catalog's entries with their unit costs, by key, a page at a time (global catalogs and the company's own)
         * @description Each entry costs the sum over its dimensions of property x amount / per (amount in minor units of the currency); `price`, when set, is what the customer pays instead of the attachment rule. `limit` 1..100 (default 50), `cursor` from the previous page.
         */
        get: operations["listCatalogEntries"];
        put?: never;
        /**
         * Add entries to a company catalog
         * @description Adds 1 to 1,000 entries, all or none, and answers 201 with the catalog and its new `entry_count`. A global catalog is read-only: 422 CATALOG_READ_ONLY. A key the catalog already has is 409 ENTRY_KEY_TAKEN, `details` naming each clash; a key repeated within the request is 400 VALIDATION_ERROR.
         */
        post: operations["addCatalogEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/catalogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the catalogs attached to a plan with their pricing rules, newest first
         * @description Each attachment carries its catalog (id, name, global, entry_count) and its rule: {mode: pass_through} or {mode: cost_plus, multiplier, denomination}. Detached catalogs are no longer listed. An unknown plan is 404 NOT_FOUND.
         */
        get: operations["listPlanCatalogs"];
        put?: never;
        /**
         * Attach a catalog to a plan with a pass_through or cost_plus rule
         * @description From the next event on, the plan's events named the catalog's `event_name` are billed at the matched entry's cost (pass_through) or at cost x `multiplier` in the given currency or pricing unit (cost_plus); an entry with its own `price` is billed at that price. The catalog must be global or the company's own in this mode, and a cost_plus pricing unit one of the company's (else 400 VALIDATION_ERROR). An unknown plan is 404 NOT_FOUND; a catalog already attached to the plan is 409 CATALOG_ALREADY_ATTACHED.
         */
        post: operations["attachPlanCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/catalogs/{catalogId}/detach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Detach a catalog from a plan: events from now on are no longer priced by it; what it already charged stays charged
         * @description No body (or {}). Answers the attachment as it was. A catalog not attached to the plan is 404. The catalog can be attached again later.
         */
        post: operations["detachPlanCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pricing-units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pricing units with their conversion rates, newest first
         * @description Every pricing unit of the key's company and mode in one answer, without paging, each with all its conversion rates (company defaults and per-customer rates, ended ones included), oldest first.
         */
        get: operations["listPricingUnits"];
        put?: never;
        /**
         * Create a pricing unit (code unique per company and mode)
         * @description `code` (letters, digits, _ and -, case-sensitive) is unique among the company's pricing units of this mode: a taken one is 409 CODE_TAKEN. Answers 201 with the unit and no conversion rates yet; add them with POST /v1/pricing-units/{id}/conversion-rates.
         */
        post: operations["createPricingUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pricing-units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a pricing unit with its conversion rates
         * @description The rates come oldest first: an ended rate has its exclusive `effective_to`, the current rate of each series has null. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getPricingUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pricing-units/{id}/conversion-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a conversion rate to a pricing unit (company default or per customer)
         * @description A series is the pricing unit, the customer (or none: the company default) and the settlement currency. The new rate ends the series' current rate where it starts (`effective_from`, default now, strictly after the current rate's start; only a series' first rate may start from the beginning), else 409 RATE_PERIOD_OVERLAP. Answers 201 with the pricing unit and all its rates; an unknown pricing unit is 404 NOT_FOUND, an unknown customer_id 400 VALIDATION_ERROR.
         */
        post: operations["createConversionRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/credit-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a plan's credit packs, newest first
         * @description Every pack of the plan in one answer, without paging, each with its pricing unit; packs ended with POST /v1/credit-packs/{creditPackId} are listed too. An unknown plan is 404 NOT_FOUND.
         */
        get: operations["listCreditPacks"];
        put?: never;
        /**
         * Create a credit pack on a plan (code unique per plan)
         * @description A pack sells `unit_amount` units of a pricing unit for `money_minor` minor units of the plan's currency; the units bought expire after `expiration_interval_count` intervals of `expiration_interval_unit` (default month; count null: never). An unknown plan is 404 NOT_FOUND, an unknown pricing_unit_id 400 VALIDATION_ERROR, a code the plan already has 409 CODE_TAKEN. Answers 201; checkout links (POST /v1/credit-pack-checkout-links) sell it.
         */
        post: operations["createCreditPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-packs/{creditPackId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a credit pack with its pricing unit
         * @description The pack's price (`money_minor`, in the plan's currency) and units (`unit_amount`) with its pricing unit's id, code and name. An id that is not a pack of the key's company and mode is 404 NOT_FOUND.
         */
        get: operations["getCreditPack"];
        put?: never;
        /**
         * End a credit pack (active: false) so no new checkout link sells it, or put it back on sale (active: true)
         * @description Only the sale state changes: a pack's price, units and expiry are what its links sell (a new price is a new pack). Links made before the end still sell it until they expire. Credits already bought are untouched. The answer carries `active` and `ended_at` beside the pack.
         */
        post: operations["updateCreditPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/credit-grant-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a plan's credit-grant policies, newest first
         * @description Every policy of the plan in one answer, without paging; ended policies are listed too, with their `effective_to`. An unknown plan is 404 NOT_FOUND.
         */
        get: operations["listCreditGrantPolicies"];
        put?: never;
        /**
         * Create an automated credit-grant policy on a plan (a pricing unit, or the plan currency)
         * @description While the policy is in force on [effective_from, effective_to) (ISO date-times), the billing engine grants `amount` to each subscription of the plan every `cadence`, or once at its start for one_off_subscription_start; the credits expire after the interval (count null: never). Name the denomination with exactly one of pricing_unit_id and currency_code (account_type currency alone means the plan's currency), else 400 VALIDATION_ERROR; a currency other than the plan's is 422 CURRENCY_MISMATCH. An unknown plan is 404 NOT_FOUND.
         */
        post: operations["createCreditGrantPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-grant-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a credit-grant policy at effective_to: it grants nothing from then on; grants it made are untouched
         * @description Only `effective_to` changes (a date is midnight in the company time zone). Not before now, after effective_from; null makes the policy open-ended again.
         */
        post: operations["updateCreditGrantPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plans, newest first
         * @description A page of the plans of the key's company and mode: `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. A bad limit or cursor is 400 VALIDATION_ERROR.
         */
        get: operations["listPlans"];
        put?: never;
        /**
         * Create a plan (plan_code derived from the name when omitted)
         * @description Defaults: type usage, currency_code usd, invoicing_cadence monthly. An omitted plan_code is derived from the name ("Pro Plan (2026)" gives pro_plan_2026, then pro_plan_2026_2, ... when taken), null leaves the plan without one, and a given code already in use is 409 CODE_TAKEN; initial_credit_quantity is for credits plans only (400 VALIDATION_ERROR on a usage plan). Answers 201 with the plan; its fees, catalogs, credit packs and credit-grant policies are added under /v1/plans/{id}.
         */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a plan
         * @description The plan's own fields; its fees, catalogs, credit packs and credit-grant policies have their own lists under /v1/plans/{id}. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getPlan"];
        put?: never;
        /**
         * Update a plan: only provided fields change; billing fields are fixed once subscribed
         * @description Once the plan has subscriptions, changing `type`, `currency_code` or `invoicing_cadence` is 409 PLAN_IMMUTABLE_FIELD (sending the current value is fine); `name`, `plan_code` and `initial_credit_quantity` stay editable. A plan_code another plan uses is 409 CODE_TAKEN, and a usage plan cannot have an initial_credit_quantity (400 VALIDATION_ERROR: set it to null in the same request). An unknown id is 404 NOT_FOUND.
         */
        post: operations["updatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product with its billable and cost metrics
         * @description The billable metric says which usage events the product bills and the quantity each contributes; the cost metric, needed for cost_plus prices, where an event's underlying cost comes from (the expression language is in the guide's Metrics section). A metric that breaks a rule, or a cost metric naming a catalog that is neither global nor the company's own in this mode, is 400 VALIDATION_ERROR naming the path. Answers 201; a fee (POST /v1/plans/{id}/fees) puts a price on the product.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a product
         * @description The product's name and its metrics as stored (normalized), null when not set. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a plan's fees (every version), in the order they were attached
         * @description Every fee of the plan in one answer, without paging, each with its product (id, name), its price and its effective range as UTC instants; ended versions are listed too. An unknown plan is 404 NOT_FOUND.
         */
        get: operations["listPlanFees"];
        put?: never;
        /**
         * Attach a flat or usage-based fee to a plan (product and price by id or inline)
         * @description Give the product (product_id, or product inline) and an inline price, or only price_id, whose product the fee takes; dates are YYYY-MM-DD (midnight in the company time zone) or ISO 8601 date-times with offset, and unknown product, price or pricing unit ids are 400 VALIDATION_ERROR. Versions of one product's fee may not overlap (409 FEE_PERIOD_OVERLAP); a cost_plus price needs a product with a cost_metric (422 COST_METRIC_REQUIRED), a per_unit price one with a billable_metric (422 BILLABLE_METRIC_REQUIRED), and a currency price the plan's currency (422 CURRENCY_MISMATCH). Answers 201 with the fee; an unknown plan is 404 NOT_FOUND.
         */
        post: operations["createPlanFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/fees/{feeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch one fee of a plan
         * @description The fee with its product (id, name), its price and its effective range [effective_from, effective_to) as UTC instants (null: from the beginning, open-ended). An unknown plan, or a fee that is not on this plan, is 404 NOT_FOUND.
         */
        get: operations["getPlanFee"];
        put?: never;
        /**
         * End a fee at a date (or move its end), so a new version of the product's fee can follow it
         * @description Only `effective_to` can change (exclusive end; null makes the fee open-ended again). It must be after the fee's `effective_from`, must not overlap another version of the same product (409 FEE_PERIOD_OVERLAP), and may be in the past only back to what the fee already charged: an event it rated or a period it was invoiced for at or after the new end is 409 FEE_END_BEFORE_CHARGES. The next event rated on any node uses the new dates.
         */
        post: operations["updatePlanFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{id}/credit-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant credits to a subscription's customer; the grant first repays any overdraft
         * @description Give a positive `amount` and either `pricing_unit_code` (a pricing unit of the company) or `currency_code`, not both; `expires_at` is an ISO 8601 date-time in the future, or null for never (400 VALIDATION_ERROR otherwise). The credits first repay the customer's overdraft in that denomination and the rest stays as the grant's balance; the answer is 201 with the grant, and a `credit_grant.created` webhook event is recorded. An unknown subscription is 404 NOT_FOUND; a retry with the same Idempotency-Key never grants twice.
         */
        post: operations["createCreditGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's wallet balances, one per denomination (negative: overdraft)
         * @description One item per wallet the customer has, oldest first, with `pricing_unit_code` or `currency_code` naming its denomination, as in the ingest result's `customer_balances`. Grants that have expired by now no longer count, even before their expiry is written to the ledger. An unknown customer is 404 NOT_FOUND.
         */
        get: operations["getCustomerBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/credit-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's credit grants, newest first
         * @description A page of the customer's grants in every status, whatever made them (this API, a grant policy, a plan's initial credits, a credit pack); `balance` is what is left now, "0" for an expired grant. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. An unknown customer is 404 NOT_FOUND.
         */
        get: operations["listCustomerCreditGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-grants/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a credit grant: what is left of it leaves the wallet through a void ledger entry
         * @description Sets the grant to `voided` with balance "0"; the remaining balance leaves the customer's wallet through a `void` ledger entry, in the transaction that locks the wallet. What was already drawn stays drawn. Voiding a voided grant answers it again and changes nothing. A fully used or expired grant is 409 CREDIT_GRANT_NOT_VOIDABLE. Events ingested afterwards draw from the other grants, then overdraft.
         */
        post: operations["voidCreditGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/ingest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingest one billable event: priced and charged synchronously, exactly once per idempotency_key
         * @description Answers 200 with status `inserted`, `duplicate` (the key was seen: the stored usage_id and cost, nothing written; when the stored event has another payload, `error` says IDEMPOTENCY_KEY_REUSED) or `failed` (success false; nothing stored, safe to retry with the same key; codes DATABASE_ERROR, CONVERSION_RATE_MISSING, EVENT_NOT_METERED when the company refuses events no fee meters, and the others listed in x-result-codes). An unknown customer is 400 CUSTOMER_NOT_FOUND.
         */
        post: operations["ingestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingest up to 1000 billable events in one request, each exactly as POST /v1/events/ingest would
         * @description Each event is validated, priced and charged on its own, with the single endpoint's semantics; `results` holds one ingest result per event, in order. One bad event fails alone: its result is `failed` with VALIDATION_ERROR, CUSTOMER_NOT_FOUND, CONVERSION_RATE_MISSING, EVENT_NOT_METERED, DATABASE_ERROR or another code of x-result-codes, and nothing of it is stored. A repeated idempotency_key inside the batch: the first stored occurrence wins, later ones are `duplicate` (with `error` IDEMPOTENCY_KEY_REUSED when their payload differs). The answer comes after every stored event is durably committed. A malformed envelope (not an object with `events`, 0 or more than 1,000 events) is 400. One batch counts as one request for the rate limit.
         */
        post: operations["ingestEventBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an event before the work: would ingest accept it now, and what would it cost? Stores nothing
         * @description Takes an event as `POST /v1/events/ingest` does (`event_name`, `timestamp`, `properties`; no `idempotency_key`) and decides it exactly as ingest would in this instant, with the same rating, overdraft limits and live reservations, in a transaction that is rolled back: no event, charge, ledger entry or webhook is stored. Answers 200 `{ allowed, cost, customer_balances, error? }`: `allowed: false` carries the code an ingest would fail with (INSUFFICIENT_BALANCE, CONVERSION_RATE_MISSING, EVENT_NOT_METERED, ...); `customer_balances` are the balances as they stand. A concurrent ingest can still change the answer a moment later: to be sure the credits are there when the work ends, hold them with `POST /v1/reservations`. A bad event is 400 VALIDATION_ERROR; an unknown customer 404 NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The event to decide, as POST /v1/events/ingest takes it, without customer_id (the path names it) and idempotency_key */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckEventRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckResult"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
                 */
                409: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
                 */
                413: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
                 */
                415: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
                 */
                422: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stored events with their charges, newest first (filters: customer_id, event_name, from, to)
         * @description A page of the stored events (events refused at ingest are never stored), the most recently stored first, each with its cost per denomination and its charges: the fee or catalog attachment that priced it, the subscription, quantity and amount. `from` (inclusive) and `to` (exclusive) bound the event `timestamp` and take ISO 8601 date-times with an offset (400 VALIDATION_ERROR otherwise); a customer_id of no customer simply matches nothing. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a customer's usage and credits went over [from, to), grouped by product, event_name or day
         * @description `from` inclusive, `to` exclusive (ISO 8601 date-time with offset, or YYYY-MM-DD in the company time zone), at most 366 days apart; by default `to` is now, `from` 30 days before it and `group_by` product. `quantity`: for product, the sum of the metered quantity charged (a catalog entry, keyed by its key, counts the events it priced); for event_name and day, the number of stored events. `cost`: charges summed per denomination, as in the ingest result. Events refused at ingest were not stored and count nowhere. `day` keys are YYYY-MM-DD in the company time zone, every day of the range listed. An unknown group_by is 400; another company's customer is 404.
         */
        get: operations["getCustomerUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions, newest first, filtered by customer_id and status
         * @description A page of the subscriptions of the key's company and mode; `customer_id` and `status` each narrow it. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`; a bad status, limit or cursor is 400 VALIDATION_ERROR.
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Subscribe a customer to a plan (by plan_id or plan_code); its first period opens before the answer
         * @description An unknown customer or plan is 400 VALIDATION_ERROR on its field; dates are ISO 8601 date-times or YYYY-MM-DD (midnight in the company time zone), the start defaults to now and the anchor day to the start's local day. When the start is not in the future, the answer comes after the first period's in-advance fees are invoiced and its initial credits and start grants are in the wallet; the status is trialing until trial_end, else active. A second live subscription of the customer to the plan is 409 SUBSCRIPTION_ALREADY_EXISTS unless allow_duplicate is true; success is 201 and records a `subscription.created` webhook event.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a subscription
         * @description The subscription with its plan_code, its next renewal and what is scheduled: a cancellation (`cancel_at`, `cancel_at_period_end`) or a plan transition at period end (`plan_transition_*`). An unknown id is 404 NOT_FOUND.
         */
        get: operations["getSubscription"];
        put?: never;
        /**
         * Update a subscription: only provided fields change; status canceled cancels now and is final
         * @description `status: canceled` sets canceled_at, clears what was scheduled, and the engine's next run bills the partial period (in-arrears flat fees prorated by day, usage, overdraft; prepaid fees are not refunded). A canceled subscription is final: any other change is 409 SUBSCRIPTION_CANCELED, while sending `status: canceled` again changes nothing. The extensions `cancel_at_period_end` and a future `cancel_at` schedule a cancellation (one replaces the other) and a new `billing_anchor_day` ends the current period at the next boundary under it, prorated in the same transaction: prepaid days the new period would bill again are credited (an `unused_time` credit-balance entry when their invoice is paid, a credit note on it when unpaid), the extra days of a longer period are invoiced at once; sending the same anchor again changes nothing. An unknown id is 404 NOT_FOUND.
         */
        post: operations["updateSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription-signup-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a signup link back: open, completed or expired, and the subscription and invoice it produced
         * @description `status` is open, completed (with `subscription_id`, `completed_at`, and `invoice_id` when a payment was taken) or expired once its 24 hours are over. The token is never stored, so the answer has no `url`: keep the one the create answer gave. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getSubscriptionSignupLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-pack-checkout-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a checkout link back: open, completed or expired, and the grant and invoice it produced
         * @description `status` is open, completed (with `credit_grant_id`, `invoice_id`, `completed_at` and the quantity bought) or expired once its 24 hours are over. The token is never stored, so the answer has no `url`: keep the one the create answer gave. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getCreditPackCheckoutLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription-signup-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a 24-hour signup link: a customer subscribes to a plan, or changes plan
         * @description The `url` (/subscribe/{token}, shown only in this answer) lets the customer subscribe once to the plan named by plan_code, or, with previous_subscription_id, move that subscription to it now or at period end (change_timing_mode). Unknown ids or plan code, a field in the wrong combination and non-http(s) URLs are 400 VALIDATION_ERROR; a change that cannot be made is 422 PREVIOUS_SUBSCRIPTION_MISMATCH, SUBSCRIPTION_CANCELED, PLAN_UNCHANGED or CURRENCY_MISMATCH (an immediate change across currencies), and a customer already live on the plan is 409 SUBSCRIPTION_ALREADY_EXISTS. Success is 201.
         */
        post: operations["createSubscriptionSignupLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit-pack-checkout-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a 24-hour checkout link for a credit pack of the subscription's plan
         * @description The `url` (/checkout/{token}, shown only in this answer) lets the subscription's customer buy the pack once, at the fixed `quantity` or at one they choose when it is null. Unknown subscription or pack ids, a quantity not above 0 and non-http(s) URLs are 400 VALIDATION_ERROR; a pack of another plan is 422 CREDIT_PACK_NOT_ON_PLAN, an ended pack 422 CREDIT_PACK_ENDED, a canceled subscription 422 SUBSCRIPTION_CANCELED. Success is 201.
         */
        post: operations["createCreditPackCheckoutLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices with their line items, newest first
         * @description A page of the invoices of the key's company and mode, each with its line items; `customer_id`, `subscription_id` and `status` each narrow it. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`; a bad status, limit or cursor is 400 VALIDATION_ERROR.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{id}/upcoming-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview the next invoice the billing engine will issue for the subscription (the current period's close, a transition or end inside it, a trial end, or a later start)
         * @description Computed by the engine's own rules over a forecast of the wallets, nothing written for the preview (steps already due are taken first, as the next run would). Usage is what has been charged so far. Marked `upcoming: true`, without id, number or status; `issued_at` says when the engine will issue it. A canceled subscription has none: 422 SUBSCRIPTION_CANCELED. 422 BILLING_BLOCKED when the engine cannot bill it now.
         */
        get: operations["getUpcomingInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an invoice with its line items
         * @description Amounts are integers in minor units of `currency` (subtotal, discount, tax, total, and each line). `invoice_number`, `finalized_at` and `due_date` are set once the invoice is finalized; `public_invoice_url` is the hosted page to share with the customer. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finalize a draft invoice: draft -> open, with its number and due date
         * @description The invoice gets the company's next number (gap-free per company and mode), `finalized_at` now and `due_date` now plus `days_until_due` days, and the customer's credit balance in its currency is applied (an invoice below zero carries its credit to the balance and totals 0). Only a draft can be finalized: any other status is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.finalized` webhook event.
         */
        post: operations["finalizeInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an invoice: draft, open or uncollectible -> void (final)
         * @description Nothing more is owed on it; an overdraft the invoice settled is written off in the wallet ledger (the wallet balance does not move). A paid or void invoice is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.voided` webhook event.
         */
        post: operations["voidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record payment: open or uncollectible -> paid (final)
         * @description Sets `paid_at`; paying an uncollectible invoice settles again the overdraft its write-off had released. A draft must be finalized first: draft, paid or void is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.paid` webhook event.
         */
        post: operations["markInvoicePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/mark-uncollectible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write an invoice off: open -> uncollectible
         * @description An overdraft the invoice settled is written off in the wallet ledger; the invoice can still be marked paid or voided afterwards. Only an open invoice can move: any other status is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.marked_uncollectible` webhook event.
         */
        post: operations["markInvoiceUncollectible"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/credit-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's credit balance per currency (what plan changes credited them), applied to their next invoices
         * @description The balance per currency in minor units, and the entries that make it, newest first: `carried` when an invoice that totalled less than zero put its credit here, `applied` when a later invoice used it at finalization. An unknown customer is 404 NOT_FOUND.
         */
        get: operations["getCustomerCreditBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: move the test clock forward and run the billing engine up to an instant
         * @description Takes at most 200 billing steps per call (a period close, a policy grant, an end, ...), yielding to other requests between two. When more is due up to as_of the answer has complete: false and stopped_at; call again with the same as_of to go on until complete is true. A subscription another run (or the tick, or a plan change) is billing meanwhile is waited for, a few seconds at most; one still held after that is listed in held, with complete: false, and the next call bills it. The run stops when the client goes away; what it billed stays billed.
         */
        post: operations["runBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscriptions the billing engine could not bill on its last try, and why (oldest first)
         * @description A subscription stays listed from the run that could not bill it (a missing conversion rate, an invoice beyond 10^15 minor units: AMOUNT_OUT_OF_RANGE, an unexpected failure) until a run bills it. Every run retries it; each failure is also logged at error level.
         */
        get: operations["listBillingProblems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints, newest first
         * @description A page of the endpoints of the key's company and mode, each with `secret` null (it is shown only at creation and rotation). `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint; its signing secret is shown in full only here and on rotation
         * @description Deliveries are signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers) with the `whsec_` secret of this answer; `event_types` omitted or null subscribes the endpoint to every type. The url must be http or https (400 VALIDATION_ERROR), and in live mode one that is or resolves to a loopback, private or link-local address is 422 WEBHOOK_URL_NOT_ALLOWED. Answers 201 with the endpoint enabled.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a webhook endpoint
         * @description `secret` is null here: it is shown only when the endpoint is created and when its secret is rotated. `status` is disabled when set so, or when every attempt to it has failed for 5 days. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        /**
         * Update a webhook endpoint (url, event types, description, status): only provided fields change
         * @description A new url is checked as at creation (400 VALIDATION_ERROR, or 422 WEBHOOK_URL_NOT_ALLOWED in live mode); `event_types` null subscribes to every type. `status: enabled` turns an endpoint back on, one disabled after failing included, and forgets its failing streak. An unknown id is 404 NOT_FOUND.
         */
        post: operations["updateWebhookEndpoint"];
        /**
         * Delete a webhook endpoint with its pending deliveries and delivery history
         * @description Answers `{id, deleted: true}`; nothing more is sent to that endpoint, while the events themselves stay under /v1/webhook-events. An unknown id is 404 NOT_FOUND.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret of a webhook endpoint; the new one is shown in full only here
         * @description Deliveries are signed with the new secret from now on and, for 24 hours, also with the previous one (a second signature in `webhook-signature`), so a receiver can switch without rejecting a delivery. Rotating again within those hours retires the older secret at once.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first, each with every attempt (status code, duration, error) and its next attempt
         * @description A delivery is pending (with `next_attempt_at`), succeeded, or failed once its retries, spread over about three days, are used up; each attempt gives the HTTP status (null when none came), the duration, the error and the first 1 KiB of the response. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. An unknown endpoint is 404 NOT_FOUND.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook events, newest first, optionally of one type
         * @description A page of the events recorded for the key's company and mode, each as it is sent: `data.object` is the resource as the API returns it. `type` keeps one event type (an unknown type is 400 VALIDATION_ERROR); `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a webhook event (its id is the webhook-id of its deliveries)
         * @description The event as its deliveries carry it (`type`, `created_at`, `livemode`, `data.object`), whatever became of them; GET /v1/webhook-endpoints/{id}/deliveries shows the attempts. An unknown id is 404 NOT_FOUND.
         */
        get: operations["getWebhookEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-events/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook event again (same webhook-id and body) to every enabled endpoint subscribed to its type
         * @description Each enabled endpoint now subscribed to the event's type gets a new delivery, attempted at once; `deliveries_scheduled` says how many (0 when none is). Receivers can recognise the repeat by its `webhook-id`. An unknown id is 404 NOT_FOUND.
         */
        post: operations["resendWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/balance-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's balance alerts, oldest first
         * @description Every alert of the customer in one answer, without paging, each with its threshold and its wallet (`pricing_unit_code` or `currency_code`). An unknown customer is 404 NOT_FOUND.
         */
        get: operations["listBalanceAlerts"];
        put?: never;
        /**
         * Alert on a customer's wallet: wallet.balance_low when a draw takes the balance to or below the threshold
         * @description Give a `threshold` (a decimal from 0 to 10^15) and exactly one of `pricing_unit_code` and `currency_code` naming the wallet, else 400 VALIDATION_ERROR. `wallet.balance_low` fires once per crossing, not on every draw below the threshold, and `wallet.recovered` when a grant lifts the balance back above it. Answers 201; an unknown customer is 404 NOT_FOUND.
         */
        post: operations["createBalanceAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/balance-alerts/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a balance alert
         * @description Answers `{id, deleted: true}`; the wallet's crossings of that threshold raise no more events. An alert that is not this customer's is 404 NOT_FOUND.
         */
        delete: operations["deleteBalanceAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customer-portal-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a one-hour link to a customer's portal: balances, grants, usage, subscriptions, invoices and credit packs to buy
         * @description The `url` (/portal/{token}, shown only in this answer) can be opened again and again until it expires an hour after creation. `return_url` must be an absolute http(s) URL (400 VALIDATION_ERROR); a customer not in the key's company and mode is 404 NOT_FOUND. Success is 201.
         */
        post: operations["createCustomerPortalLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/overdraft-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A plan's overdraft limits, oldest first
         * @description Every limit the plan sets, one per wallet denomination, without paging. An unknown plan is 404 NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            overdraft_limits: components["schemas"]["OverdraftLimit"][];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Set or remove a plan's overdraft limit on one wallet
         * @description Give exactly one of `pricing_unit_code` and `currency_code`, and `overdraft_limit`: a decimal zero or more ("0" stops the wallet at zero, "500" allows 500 of debt), or null to remove the limit (no limit, the default). An ingest whose draw would take the wallet's available balance (balance less live reservations) below minus the limit is refused: 200 with `status: "failed"` and `error.code` INSUFFICIENT_BALANCE, nothing stored. A customer's own limit overrides its plans'; where several plans in force set one, the strictest binds. Usage billed at period close (max, unique_count, latest) is not stopped by a limit. The change is final from its answer: every ingest after it, on every node, decides with it. Answers 200 with the stored limit; an unknown owner is 404 NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetOverdraftLimitRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            overdraft_limit: components["schemas"]["OverdraftLimit"];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
                 */
                409: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
                 */
                413: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
                 */
                415: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
                 */
                422: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/overdraft-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's overdraft limits, oldest first
         * @description Every limit the customer sets, one per wallet denomination, without paging. An unknown customer is 404 NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            overdraft_limits: components["schemas"]["OverdraftLimit"][];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Set or remove a customer's overdraft limit on one wallet
         * @description Give exactly one of `pricing_unit_code` and `currency_code`, and `overdraft_limit`: a decimal zero or more ("0" stops the wallet at zero, "500" allows 500 of debt), or null to remove the limit (no limit, the default). An ingest whose draw would take the wallet's available balance (balance less live reservations) below minus the limit is refused: 200 with `status: "failed"` and `error.code` INSUFFICIENT_BALANCE, nothing stored. A customer's own limit overrides its plans'; where several plans in force set one, the strictest binds. Usage billed at period close (max, unique_count, latest) is not stopped by a limit. The change is final from its answer: every ingest after it, on every node, decides with it. Answers 200 with the stored limit; an unknown owner is 404 NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetOverdraftLimitRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            overdraft_limit: components["schemas"]["OverdraftLimit"];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
                 */
                409: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
                 */
                413: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
                 */
                415: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
                 */
                422: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reservations, newest first (filters: customer_id, status)
         * @description A page of the company's reservations; `customer_id` and `status` (held, captured, released, expired) narrow it: `?customer_id=...&status=held` lists a customer's live holds. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1 to 100, default 50 */
                    limit?: string;
                    cursor?: string;
                    customer_id?: string;
                    status?: "held" | "captured" | "released" | "expired";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            reservations: components["schemas"]["Reservation"][];
                            pagination: {
                                has_more: boolean;
                                next_cursor: string | null;
                            };
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Hold credits on a customer's wallet before the work
         * @description Give `customer_id` and either `amount` (a positive decimal) with exactly one of `pricing_unit_code` and `currency_code`, or `event` (`event_name`, `timestamp`, `properties`), whose cost, priced as ingest would price it now, is the amount held (one denomination). `expires_at` defaults to one hour from now, at most 30 days ahead. The hold lowers the wallet's available balance (balance less live holds), which overdraft limits, `POST /v1/customers/{id}/check` and other holds see; the balance itself moves only when the reservation is captured. A hold that would take available below minus the wallet's overdraft limit is 422 INSUFFICIENT_BALANCE, holding nothing; without a limit every hold fits. Idempotent with the `Idempotency-Key` header. Answers 201 and records `reservation.created`; an unknown customer is 404 NOT_FOUND.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateReservationRequest"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            reservation: components["schemas"]["Reservation"];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
                 */
                409: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
                 */
                413: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
                 */
                415: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
                 *     - `INSUFFICIENT_BALANCE`: The draw would take the wallet's available balance (its balance less live reservations) below minus its overdraft limit (`POST /v1/plans/{id}/overdraft-limits`, `POST /v1/customers/{id}/overdraft-limits`; "0" stops at zero). In an ingest or batch result (HTTP 200, `status: "failed"`) it carries the would-be `cost` and the unchanged `customer_balances`; nothing is stored, and the same `idempotency_key` may be sent again once credits arrive. `POST /v1/reservations` answers it as a 422, holding nothing; a capture refused by it answers `success: false` with this ingest result, the reservation still held.
                 */
                422: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a reservation
         * @description An unknown id is 404 NOT_FOUND.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            reservation: components["schemas"]["Reservation"];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reservations/{id}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture a reservation: ingest the event the work came to against the hold
         * @description Takes `event` as `POST /v1/events/ingest` does (`customer_id` defaults to the reservation's). In one transaction the hold is released and the event ingested: its actual cost is drawn, a cost below the hold frees the rest, a cost above it draws the rest subject to the overdraft limit. Answers 200 `{ success, reservation, ingest }` with `ingest` the ingest result. When the event is not inserted (`ingest.status` failed, e.g. INSUFFICIENT_BALANCE, or duplicate) nothing changes: `success` is false and the reservation stays held. A reservation no longer held (captured, released, or past its `expires_at`) is 409 RESERVATION_NOT_HELD; an unknown id 404 NOT_FOUND. Records `reservation.captured`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CaptureReservationRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            reservation: components["schemas"]["Reservation"];
                            ingest: components["schemas"]["BatchItemResult"];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
                 *     - `RESERVATION_NOT_HELD`: The reservation is no longer held: it was captured, released or has expired, so it cannot be captured or released again.
                 */
                409: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
                 */
                413: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
                 */
                415: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
                 */
                422: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reservations/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a reservation: its credits are available again
         * @description No body. A reservation no longer held (captured, released, or past its `expires_at`) is 409 RESERVATION_NOT_HELD; an unknown id 404 NOT_FOUND. Records `reservation.released`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            reservation: components["schemas"]["Reservation"];
                            request_id: string;
                        };
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
                 *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
                 */
                400: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `API_KEY_REVOKED`: The key has been revoked.
                 *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
                 *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
                 */
                401: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
                 */
                404: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
                 */
                408: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
                 *     - `RESERVATION_NOT_HELD`: The reservation is no longer held: it was captured, released or has expired, so it cannot be captured or released again.
                 */
                409: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
                 */
                422: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
                 */
                429: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
                 */
                431: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
                 */
                500: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /**
                 * @description Error codes:
                 *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
                 */
                503: {
                    headers: {
                        "X-Request-Id": components["headers"]["X-Request-Id"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error response */
        ErrorBody: {
            /** @enum {boolean} */
            success: false;
            error: {
                /**
                 * @description What went wrong, one of the codes in docs/errors.md; each operation lists the ones it can answer
                 * @enum {string}
                 */
                code: "VALIDATION_ERROR" | "INVALID_JSON" | "INVALID_REQUEST" | "CUSTOMER_NOT_FOUND" | "UNAUTHORIZED" | "INVALID_API_KEY" | "API_KEY_REVOKED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CODE_TAKEN" | "CATALOG_NAME_TAKEN" | "ENTRY_KEY_TAKEN" | "CATALOG_ALREADY_ATTACHED" | "FEE_PERIOD_OVERLAP" | "FEE_END_BEFORE_CHARGES" | "RESERVATION_NOT_HELD" | "CREDIT_GRANT_NOT_VOIDABLE" | "RATE_PERIOD_OVERLAP" | "PLAN_IMMUTABLE_FIELD" | "INVOICE_TRANSITION_NOT_ALLOWED" | "SUBSCRIPTION_CHANGED" | "IDEMPOTENCY_REQUEST_IN_PROGRESS" | "SUBSCRIPTION_ALREADY_EXISTS" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "HEADERS_TOO_LARGE" | "SUBSCRIPTION_CANCELED" | "COST_METRIC_REQUIRED" | "BILLABLE_METRIC_REQUIRED" | "CURRENCY_MISMATCH" | "CATALOG_READ_ONLY" | "CREDIT_PACK_ENDED" | "CREDIT_PACK_NOT_ON_PLAN" | "PREVIOUS_SUBSCRIPTION_MISMATCH" | "PLAN_UNCHANGED" | "PRICE_CHANGED" | "BILLED_AHEAD" | "IDEMPOTENCY_KEY_REUSED" | "BILLING_BLOCKED" | "WEBHOOK_URL_NOT_ALLOWED" | "TEST_MODE_ONLY" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "QUANTITY_NOT_NUMERIC" | "COST_MISSING" | "PRICE_NOT_FOUND" | "INSUFFICIENT_BALANCE" | "CONVERSION_RATE_MISSING" | "EVENT_NOT_METERED" | "DATABASE_ERROR" | "AMOUNT_OUT_OF_RANGE" | "BILLING_STEP_FAILED" | "PAYMENT_METHOD_REQUIRED";
                /** @description For a person; may change, unlike the code */
                message: string;
                /** @description VALIDATION_ERROR: a list of { path, message } */
                details?: unknown;
            };
            request_id: string;
        };
        /** AddCatalogEntriesRequest */
        AddCatalogEntriesRequest: {
            entries: components["schemas"]["CatalogEntryInput"][];
        };
        /** Address */
        Address: {
            /** @description Two-letter ISO 3166-1 country code */
            country?: string;
            state?: string;
            city?: string;
            street?: string;
            street2?: string;
            zip?: string;
        };
        /** AttachCatalogRequest */
        AttachCatalogRequest: {
            /** @description A global catalog or one of the company catalogs of this mode */
            catalog_id: string;
            pricing: components["schemas"]["PricingRuleInput"];
        };
        /** BalanceAlert */
        BalanceAlert: {
            id: string;
            customer_id: string;
            threshold: string;
            pricing_unit_code: string | null;
            currency_code: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /** BalanceItem */
        BalanceItem: {
            /** @description Current wallet balance, a decimal string; negative is overdraft */
            balance: string;
            /** @enum {string} */
            account_type: "pricing_unit" | "currency";
            /** @description Present for pricing_unit balances */
            pricing_unit_code?: string;
            /** @description Present for currency balances */
            currency_code?: string;
            /** @description What live reservations hold of the balance, a decimal string. present, with available, only where a reservation holds something */
            held?: string;
            /** @description The balance less what is held: what overdraft limits, POST /v1/customers/{id}/check and new reservations see */
            available?: string;
        };
        /** BatchIngestResult */
        BatchIngestResult: {
            success: boolean;
            /** @description One ingest result per event, in the order sent */
            results: components["schemas"]["BatchItemResult"][];
            request_id: string;
        };
        /** BatchItemResult */
        BatchItemResult: {
            success: boolean;
            /** @enum {string} */
            status: "inserted" | "duplicate" | "failed";
            usage_id?: string;
            cost?: components["schemas"]["CostItem"][];
            customer_balances?: components["schemas"]["BalanceItem"][];
            error?: {
                code: string;
                message: string;
            };
        };
        /**
         * BillableEvent
         * @description A billable usage event
         */
        BillableEvent: {
            event_name: string;
            idempotency_key: string;
            /** @description Customer id (cuid) */
            customer_id: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC: ends in Z or +00:00
             * @example 2026-11-21T05:17:00.000Z
             */
            timestamp: string;
            session_id?: string;
            properties?: {
                [key: string]: unknown;
            };
        };
        /** BillingProblem */
        BillingProblem: {
            subscription_id: string;
            /** @description Why the engine cannot bill it: CONVERSION_RATE_MISSING, AMOUNT_OUT_OF_RANGE, BILLING_STEP_FAILED, ... */
            code: string;
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            first_failed_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            last_failed_at: string;
            /** @description Runs that tried and failed since first_failed_at */
            attempts: number;
        };
        /** BillingRun */
        BillingRun: {
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            as_of: string;
            /**
             * Format: date-time
             * @description Where the company's test clock stands after the run: as_of, or a later instant it was already moved to (it never moves back). Test mode lives at the later of this and real time.
             */
            test_clock: string;
            /** @description Subscriptions the run moved forward */
            subscriptions_advanced: number;
            invoices_created: number;
            grants_issued: number;
            /** @description Grants whose expiry (at or before as_of) the run recorded */
            grants_expired: number;
            /** @description Subscriptions this run could not bill, and why; each is retried by the next run and listed by GET /v1/billing/problems until billed */
            problems: {
                subscription_id: string;
                /** @description CONVERSION_RATE_MISSING, AMOUNT_OUT_OF_RANGE, BILLING_STEP_FAILED, ... */
                code: string;
                message: string;
            }[];
            /** @description Subscriptions this call did not advance to as_of because another billing run (or the server's own run, or a plan change) held them for the whole bounded wait; complete is then false and the next call bills them */
            held: {
                subscription_id: string;
                /** @description How far it is billed (null: not started) */
                billed_through: string | null;
                reason: string;
            }[];
            /** @description Whether everything due up to as_of is billed. False when the run reached its bound (200 steps per call) or left a subscription held: call again with the same as_of to go on */
            complete: boolean;
            /** @description Billing steps this call took (a period close, a policy grant, an end, ...), at most 200 */
            steps_taken: number;
            /** @description Null when complete, or when only held subscriptions are left (each with its billed_through). Otherwise how far the subscription the run stopped on is billed (null if it has not started); the next call goes on from there */
            stopped_at: string | null;
        };
        /** CaptureReservationRequest */
        CaptureReservationRequest: {
            /** @description The event the work came to, as POST /v1/events/ingest takes it (customer_id defaults to the reservation's) */
            event: {
                event_name: string;
                idempotency_key: string;
                /** @description When given, must be the reservation's customer */
                customer_id?: string;
                /** Format: date-time */
                timestamp: string;
                session_id?: string;
                properties?: {
                    [key: string]: unknown;
                };
            };
        };
        /** Catalog */
        Catalog: {
            id: string;
            name: string;
            /** @description Maintained by the service operator and available to all companies */
            global: boolean;
            entry_count: number;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** CatalogDetail */
        CatalogDetail: {
            id: string;
            name: string;
            /** @description Maintained by the service operator and available to all companies */
            global: boolean;
            entry_count: number;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
            /** @description Events of this name are priced by the catalog */
            event_name: string;
            /** @description The event property whose value selects the entry (dotted paths reach nested objects), e.g. model */
            key_property: string;
            as_of: string | null;
            source_note: string | null;
        };
        /** CatalogDimension */
        CatalogDimension: {
            /** @description Event property holding the quantity, e.g. input_tokens (dotted paths reach nested objects) */
            property: string;
            /** @enum {string} */
            currency_code: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            /**
             * @description Minor units of the currency per `per` units of the property, a non-negative decimal string (fractions allowed)
             * @example 250
             * @example 7.5
             */
            amount: string;
            /** @description Units of the property the amount applies to, e.g. 1000000 */
            per: number;
        };
        /** CatalogEntry */
        CatalogEntry: {
            id: string;
            key: string;
            name: string;
            dimensions: components["schemas"]["CatalogDimension"][];
            price: components["schemas"]["CatalogDimension"][] | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /** CatalogEntryInput */
        CatalogEntryInput: {
            /** @description The value of the catalog key property this entry prices, e.g. gpt-4o */
            key: string;
            /** @description Display name */
            name: string;
            /** @description What one event costs: the sum over dimensions of property x amount / per */
            dimensions: components["schemas"]["CatalogDimension"][];
            price?: components["schemas"]["CatalogDimension"][] | null;
        };
        /**
         * CheckEventRequest
         * @description The event to decide, as POST /v1/events/ingest takes it, without customer_id (the path names it) and idempotency_key
         */
        CheckEventRequest: {
            event_name: string;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC: ends in Z or +00:00
             * @example 2026-11-21T05:17:00.000Z
             */
            timestamp: string;
            session_id?: string;
            properties?: {
                [key: string]: unknown;
            };
        };
        /** CheckResult */
        CheckResult: {
            success: boolean;
            /** @description Whether an ingest of this event would be inserted now */
            allowed: boolean;
            /** @description What the event would cost (empty when it cannot be rated) */
            cost: components["schemas"]["CostItem"][];
            /** @description The customer's balances as they stand: a check changes nothing */
            customer_balances: components["schemas"]["BalanceItem"][];
            /** @description Why it is not allowed: the code an ingest would fail with (INSUFFICIENT_BALANCE, CONVERSION_RATE_MISSING, EVENT_NOT_METERED, ...) */
            error?: {
                code: string;
                message: string;
            };
            request_id: string;
        };
        /** ConversionRate */
        ConversionRate: {
            id: string;
            pricing_unit_id: string;
            customer_id: string | null;
            settlement_currency_code: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            effective_from: string | null;
            effective_to: string | null;
            /** @description Settlement currency amount in minor units (decimal string) */
            money_minor: string;
            /** @description Pricing units that money_minor represents (decimal string) */
            unit_amount: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /** CostItem */
        CostItem: {
            /** @description Total charged in this denomination (minor units for currencies) */
            amount: string;
            /** @enum {string} */
            account_type: "pricing_unit" | "currency";
            pricing_unit_code?: string;
            currency_code?: string;
        };
        /** CostPlus */
        CostPlus: {
            /** @enum {string} */
            markup_mode: "multiplier" | "target_margin";
            multiplier: number | null;
            target_margin: number | null;
        };
        /** CostPlusInput */
        CostPlusInput: {
            /** @enum {string} */
            markup_mode: "multiplier" | "target_margin";
            multiplier?: number | null;
            target_margin?: number | null;
        };
        /** CreateBalanceAlertRequest */
        CreateBalanceAlertRequest: {
            /** @description A decimal, zero or more: the balance at or below which wallet.balance_low fires */
            threshold: string | number;
            pricing_unit_code?: string;
            currency_code?: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
        };
        /** CreateCatalogRequest */
        CreateCatalogRequest: {
            /** @description Unique among the company catalogs of this mode */
            name: string;
            /** @description Events of this name are priced by the catalog */
            event_name: string;
            /** @description Event property whose value selects the entry, e.g. model */
            key_property: string;
            entries?: components["schemas"]["CatalogEntryInput"][];
        };
        /** CreateConversionRateRequest */
        CreateConversionRateRequest: {
            settlement_currency_code: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            /** @description Positive whole number of settlement currency minor units; number or numeric string */
            money_minor: number | string;
            /** @description Positive number of pricing units that money_minor buys; number or numeric string */
            unit_amount: number | string;
            customer_id?: string | null;
            effective_from?: string | null;
        };
        /** CreateCreditGrantPolicyRequest */
        CreateCreditGrantPolicyRequest: {
            /**
             * @description The resource's own field: pricing_unit (then pricing_unit_id is required) or currency (currency_code, the plan's; omitted, the plan's currency). Omitted: implied by which of the two is given
             * @enum {string}
             */
            account_type?: "pricing_unit" | "currency";
            pricing_unit_id?: string | null;
            currency_code?: ("usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok") | null;
            /** @description Positive whole number: minor units for currency, whole units for pricing units */
            amount: number | string;
            /** @enum {string} */
            cadence: "daily" | "weekly" | "monthly" | "quarterly" | "yearly" | "one_off_subscription_start";
            expiration_interval_count?: number | null;
            /**
             * @description Default month
             * @enum {string}
             */
            expiration_interval_unit?: "day" | "week" | "month" | "year";
            effective_from?: string | null;
            effective_to?: string | null;
        };
        /** CreateCreditGrantRequest */
        CreateCreditGrantRequest: {
            /** @description Display name */
            name: string;
            /** @description Positive; a number or a numeric string, at most 30 digits */
            amount: number | string;
            /** @description Required when granting pricing-unit credits */
            pricing_unit_code?: string;
            /**
             * @description Required when granting currency credits (amount in minor units)
             * @enum {string}
             */
            currency_code?: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            expires_at?: string | null;
        };
        /**
         * CreateCreditPackCheckoutLinkRequest
         * @description A 24-hour link for the subscription’s customer to buy a credit pack of the subscription’s plan.
         */
        CreateCreditPackCheckoutLinkRequest: {
            subscription_id: string;
            credit_pack_id: string;
            quantity?: number | null;
            success_url?: string | null;
            back_url?: string | null;
        };
        /** CreateCreditPackRequest */
        CreateCreditPackRequest: {
            /** @description Unique per plan: letters, digits, "_" and "-" */
            code: string;
            pricing_unit_id: string;
            /** @description Positive whole number of the plan currency minor units; number or numeric string */
            money_minor: number | string;
            /** @description Positive number of pricing units granted per pack; number or numeric string */
            unit_amount: number | string;
            expiration_interval_count?: number | null;
            /**
             * @description Default month
             * @enum {string}
             */
            expiration_interval_unit?: "day" | "week" | "month" | "year";
        };
        /**
         * CreateCustomerPortalLinkRequest
         * @description A one-hour link to the customer portal of one customer; reusable within the hour.
         */
        CreateCustomerPortalLinkRequest: {
            customer_id: string;
            return_url?: string | null;
        };
        /** CreateCustomerRequest */
        CreateCustomerRequest: {
            name?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            email?: string | null;
            phone?: string | null;
            url?: string | null;
            external_id?: string | null;
            billing_address?: components["schemas"]["Address"] | null;
            shipping_address?: components["schemas"]["Address"] | null;
        };
        /** CreatePlanFeeRequest */
        CreatePlanFeeRequest: {
            product_id?: string;
            product?: {
                name: string;
                billable_metric?: components["schemas"]["MetricInput"] | null;
                cost_metric?: components["schemas"]["MetricInput"] | null;
            };
            price_id?: string;
            price?: components["schemas"]["PriceInput"];
            effective_from?: (string) | null;
            effective_to?: (string) | null;
        };
        /** CreatePlanRequest */
        CreatePlanRequest: {
            name: string;
            plan_code?: string | null;
            /**
             * @description Default usage
             * @enum {string}
             */
            type?: "usage" | "credits";
            /**
             * @description Default usd
             * @enum {string}
             */
            currency_code?: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            /**
             * @description Default monthly
             * @enum {string}
             */
            invoicing_cadence?: "monthly" | "quarterly" | "yearly";
            initial_credit_quantity?: number | null;
        };
        /** CreatePricingUnitRequest */
        CreatePricingUnitRequest: {
            /** @description Stable code, unique per company and mode: letters, digits, "_" and "-" (case-sensitive) */
            code: string;
            name?: string | null;
        };
        /** CreateProductRequest */
        CreateProductRequest: {
            name: string;
            billable_metric?: components["schemas"]["MetricInput"] | null;
            cost_metric?: components["schemas"]["MetricInput"] | null;
        };
        /** CreateReservationRequest */
        CreateReservationRequest: {
            customer_id: string;
            /** @description The credits to hold, a positive decimal; give this with pricing_unit_code or currency_code, or give event */
            amount?: string | number;
            pricing_unit_code?: string;
            currency_code?: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            /** @description An event as POST /v1/events/ingest takes it, without customer_id and idempotency_key: its cost is the amount held */
            event?: {
                event_name: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 in UTC: ends in Z or +00:00
                 */
                timestamp: string;
                session_id?: string;
                properties?: {
                    [key: string]: unknown;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601 date-time in the future, at most 30 days ahead; default one hour from now
             */
            expires_at?: string;
        };
        /**
         * CreateSubscriptionRequest
         * @description Give exactly one of plan_id and plan_code. The first period opens in the same transaction when start_date is not in the future: the answer comes after its in-advance fees are invoiced and its initial credits and start grants are in the wallet.
         */
        CreateSubscriptionRequest: {
            customer_id: string;
            plan_id?: string;
            plan_code?: string;
            start_date?: (string) | null;
            /** @description 1..31, clamped to short months. Default: the start's local day of month */
            billing_anchor_day?: number;
            trial_end?: (string) | null;
            /** @description Extension. A customer may have one live (not canceled) subscription per plan: a second is 409 SUBSCRIPTION_ALREADY_EXISTS, because every subscription in force rates each event (a second one charges every event twice). true creates it anyway. Default false. */
            allow_duplicate?: boolean;
        };
        /**
         * CreateSubscriptionSignupLinkRequest
         * @description A link for one customer to subscribe to a plan, or to change plan. Lives 24 hours; used once.
         */
        CreateSubscriptionSignupLinkRequest: {
            customer_id: string;
            /** @description Identifies the plan */
            plan_code: string;
            success_url?: string | null;
            back_url?: string | null;
            previous_subscription_id?: string | null;
            change_timing_mode?: ("now" | "end_of_period") | null;
            cancel_now_prepaid_refund_policy?: ("no_refund_prepaid_fixed_fees" | "refund_prorated_prepaid_fixed_fees") | null;
        };
        /** CreateWebhookEndpointRequest */
        CreateWebhookEndpointRequest: {
            /**
             * @description An http or https URL
             * @example https://example.com/webhooks/meterline
             */
            url: string;
            event_types?: ("customer.created" | "customer.updated" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.plan_changed" | "invoice.created" | "invoice.finalized" | "invoice.paid" | "invoice.voided" | "invoice.marked_uncollectible" | "credit_grant.created" | "credit_grant.expired" | "credit_grant.voided" | "checkout.completed" | "signup.completed" | "wallet.balance_low" | "wallet.depleted" | "wallet.recovered" | "reservation.created" | "reservation.captured" | "reservation.released" | "reservation.expired")[] | null;
            description?: string | null;
        };
        /** CreditBalance */
        CreditBalance: {
            customer_id: string;
            balances: {
                currency: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
                /** @description Credit the customer holds, in minor units; taken off their next invoices in this currency */
                balance_cents: number;
            }[];
            /** @description Newest first */
            entries: components["schemas"]["CreditBalanceEntry"][];
        };
        /** CreditBalanceEntry */
        CreditBalanceEntry: {
            id: string;
            currency: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            /**
             * @description carried: an invoice that totalled less than 0 put its credit here; applied: an invoice used it; returned: an invoice that used it was voided, so it is back; unused_time: prepaid days of a paid invoice (invoice_id) that a billing anchor move bills again, given back
             * @enum {string}
             */
            kind: "carried" | "applied" | "returned" | "unused_time";
            /** @description Positive when carried, returned or unused_time, negative when applied */
            amount_cents: number;
            invoice_id: string;
            description: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /** CreditGrant */
        CreditGrant: {
            id: string;
            customer_id: string;
            subscription_id: string | null;
            /** @enum {string} */
            account_type: "pricing_unit" | "currency";
            pricing_unit_id: string | null;
            currency_code: string | null;
            name: string;
            /** @description Total granted amount, a decimal string */
            amount: string;
            /** @description What is left of the grant, a decimal string; "0" once spent, expired or voided */
            balance: string;
            /**
             * @description An expired grant stays active with balance "0"
             * @enum {string}
             */
            status: "pending" | "active" | "voided";
            expires_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** CreditGrantPolicy */
        CreditGrantPolicy: {
            id: string;
            plan_id: string;
            /** @enum {string} */
            account_type: "pricing_unit" | "currency";
            pricing_unit_id: string | null;
            currency_code: string | null;
            /** @description Minor currency units for currency grants, whole units for pricing_unit grants */
            amount: number;
            /** @enum {string} */
            cadence: "daily" | "weekly" | "monthly" | "quarterly" | "yearly" | "one_off_subscription_start";
            expiration_interval_count: number | null;
            /** @enum {string} */
            expiration_interval_unit: "day" | "week" | "month" | "year";
            effective_from: string | null;
            effective_to: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** CreditPack */
        CreditPack: {
            id: string;
            plan_id: string;
            code: string;
            pricing_unit_id: string;
            pricing_unit: {
                id: string;
                code: string;
                name: string | null;
            };
            /** @description Price in the plan currency minor unit (decimal string) */
            money_minor: string;
            /** @description Pricing units granted for money_minor (decimal string) */
            unit_amount: string;
            expiration_interval_count: number | null;
            /** @enum {string} */
            expiration_interval_unit: "day" | "week" | "month" | "year";
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** CreditPackCheckoutLink */
        CreditPackCheckoutLink: {
            id: string;
            subscription_id: string;
            credit_pack_id: string;
            quantity: string | null;
            /** @description The checkout page to share with the customer: PUBLIC_BASE_URL/checkout/{token} */
            url: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            token_expiration: string;
            success_url: string | null;
            back_url: string | null;
            /**
             * @description open, then completed once paid; expired 24 hours after creation if not completed
             * @enum {string}
             */
            status: "open" | "completed" | "expired";
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /** CreditPackCheckoutLinkOutcome */
        CreditPackCheckoutLinkOutcome: {
            id: string;
            subscription_id: string;
            credit_pack_id: string;
            /** @description The quantity bought once completed; the fixed quantity (or null: chosen) before */
            quantity: string | null;
            status: "open" | "completed" | "expired";
            /** Format: date-time */
            token_expiration: string;
            success_url: string | null;
            back_url: string | null;
            credit_grant_id: string | null;
            invoice_id: string | null;
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** Customer */
        Customer: {
            id: string;
            name: string | null;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            url: string | null;
            external_id: string | null;
            billing_address: components["schemas"]["Address"] | null;
            shipping_address: components["schemas"]["Address"] | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** CustomerPortalLink */
        CustomerPortalLink: {
            id: string;
            customer_id: string;
            /** @description The portal page to hand to the customer: PUBLIC_BASE_URL/portal/{token} */
            url: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            token_expiration: string;
            return_url: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /** Event */
        Event: {
            id: string;
            event_name: string;
            idempotency_key: string;
            customer_id: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            timestamp: string;
            session_id: string | null;
            properties: {
                [key: string]: unknown;
            } | null;
            cost: components["schemas"]["CostItem"][];
            charges: components["schemas"]["EventCharge"][];
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /**
         * EventBatchRequest
         * @description A batch of billable events
         */
        EventBatchRequest: {
            /** @description 1 to 1000 billable events; each is validated on its own */
            events: unknown[];
        };
        /** EventCharge */
        EventCharge: {
            fee_id: string | null;
            plan_catalog_id: string | null;
            catalog_entry_key: string | null;
            product_id: string | null;
            subscription_id: string;
            quantity: string;
            amount: string;
            /** @enum {string} */
            account_type: "pricing_unit" | "currency";
            pricing_unit_id: string | null;
            currency_code: string | null;
        };
        /** IngestResult */
        IngestResult: {
            success: boolean;
            /** @enum {string} */
            status: "inserted" | "duplicate" | "failed";
            request_id: string;
            usage_id?: string;
            cost?: components["schemas"]["CostItem"][];
            customer_balances?: components["schemas"]["BalanceItem"][];
            error?: {
                code: string;
                message: string;
            };
        };
        /** Invoice */
        Invoice: {
            id: string;
            customer_id: string | null;
            subscription_id: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "paid" | "void" | "uncollectible";
            currency: string;
            /** @enum {string} */
            collection_method: "charge_automatically" | "send_invoice";
            invoice_number: string | null;
            public_invoice_url: string | null;
            due_date: string | null;
            days_until_due: number | null;
            description: string | null;
            customer_memo: string | null;
            footer: string | null;
            subtotal_cents: number;
            discount_cents: number;
            tax_cents: number;
            total_cents: number;
            finalized_at: string | null;
            paid_at: string | null;
            period_start: string | null;
            period_end: string | null;
            line_items: components["schemas"]["LineItem"][];
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** LineItem */
        LineItem: {
            id: string;
            description: string | null;
            quantity: number;
            unit_amount_cents: number;
            tax_amount_cents: number;
            total_amount_cents: number;
            period_start: string | null;
            period_end: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** MetricInput */
        MetricInput: {
            /**
             * @description A metric expression: event_name, filters, aggregation and property, or cost (the metric expression language is described in the guide)
             * @example {
             *       "event_name": "llm.completion",
             *       "filters": {
             *         "model": [
             *           "gpt-4o",
             *           "gpt-4o-mini"
             *         ]
             *       },
             *       "aggregation": "sum",
             *       "property": "output_tokens"
             *     }
             */
            expression: {
                [key: string]: unknown;
            };
        };
        /** OverdraftLimit */
        OverdraftLimit: {
            /** @description Present on a plan's limit */
            plan_id?: string;
            /** @description Present on a customer's limit */
            customer_id?: string;
            /** @enum {string} */
            account_type: "pricing_unit" | "currency";
            pricing_unit_code?: string;
            currency_code?: string;
            overdraft_limit: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** Plan */
        Plan: {
            id: string;
            name: string;
            plan_code: string | null;
            /** @enum {string} */
            type: "usage" | "credits";
            currency_code: string;
            /** @enum {string} */
            invoicing_cadence: "monthly" | "quarterly" | "yearly";
            initial_credit_quantity: number | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** PlanCatalog */
        PlanCatalog: {
            id: string;
            plan_id: string;
            catalog: components["schemas"]["Catalog"];
            pricing: components["schemas"]["PricingRule"];
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** PlanFee */
        PlanFee: {
            id: string;
            plan_id: string;
            product: {
                id: string;
                name: string;
            };
            price: components["schemas"]["Price"];
            effective_from: string | null;
            effective_to: string | null;
        };
        /** Price */
        Price: {
            id: string;
            /** @enum {string} */
            pricing_model: "flat" | "per_unit" | "cost_plus";
            amount: number;
            denominator: number;
            /** @enum {string} */
            billing_mode: "in_advance" | "in_arrears";
            cadence: ("monthly" | "quarterly" | "yearly" | "one_time") | null;
            currency_code: string | null;
            pricing_unit_id: string | null;
            display_denominator: string | null;
            cost_plus: components["schemas"]["CostPlus"] | null;
        };
        /** PriceInput */
        PriceInput: {
            /**
             * @description flat = fixed fee, per_unit = usage-based rate, cost_plus = cost with markup
             * @enum {string}
             */
            pricing_model: "flat" | "per_unit" | "cost_plus";
            /** @description Minor units per denominator units; an integer for currency prices, fractional allowed for pricing units. Default 0; ignored for cost_plus */
            amount?: number;
            /** @description Default 1 */
            denominator?: number;
            /**
             * @description Default in_advance for flat, in_arrears for usage-based
             * @enum {string}
             */
            billing_mode?: "in_advance" | "in_arrears";
            cadence?: ("monthly" | "quarterly" | "yearly" | "one_time") | null;
            currency_code?: ("usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok") | null;
            pricing_unit_id?: string | null;
            display_denominator?: string | null;
            cost_plus?: components["schemas"]["CostPlusInput"] | null;
        };
        /**
         * PricingRule
         * @description Applied to entries without their own price
         */
        PricingRule: {
            /** @enum {string} */
            mode: "pass_through";
        } | {
            /** @enum {string} */
            mode: "cost_plus";
            multiplier: number;
            denomination: {
                /** @enum {string} */
                kind: "currency";
                currency_code: string;
            } | {
                /** @enum {string} */
                kind: "pricing_unit";
                pricing_unit_id: string;
            };
        };
        /**
         * PricingRuleInput
         * @description {mode: pass_through} or {mode: cost_plus, multiplier, denomination}
         */
        PricingRuleInput: {
            /** @enum {string} */
            mode: "pass_through" | "cost_plus";
            /** @description cost_plus only: 1.2 bills 120% of cost */
            multiplier?: number;
            /** @description cost_plus only: {kind: currency, currency_code} or {kind: pricing_unit, pricing_unit_id} */
            denomination?: {
                /** @enum {string} */
                kind: "currency" | "pricing_unit";
                /** @enum {string} */
                currency_code?: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
                pricing_unit_id?: string;
            };
        };
        /** PricingUnit */
        PricingUnit: {
            id: string;
            code: string;
            name: string | null;
            /** @description Oldest first */
            conversion_rates: components["schemas"]["ConversionRate"][];
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** Product */
        Product: {
            id: string;
            name: string;
            billable_metric: {
                /**
                 * @description A metric expression: event_name, filters, aggregation and property, or cost (the metric expression language is described in the guide)
                 * @example {
                 *       "event_name": "llm.completion",
                 *       "filters": {
                 *         "model": [
                 *           "gpt-4o",
                 *           "gpt-4o-mini"
                 *         ]
                 *       },
                 *       "aggregation": "sum",
                 *       "property": "output_tokens"
                 *     }
                 */
                expression: {
                    [key: string]: unknown;
                };
            } | null;
            cost_metric: {
                /**
                 * @description A metric expression: event_name, filters, aggregation and property, or cost (the metric expression language is described in the guide)
                 * @example {
                 *       "event_name": "llm.completion",
                 *       "filters": {
                 *         "model": [
                 *           "gpt-4o",
                 *           "gpt-4o-mini"
                 *         ]
                 *       },
                 *       "aggregation": "sum",
                 *       "property": "output_tokens"
                 *     }
                 */
                expression: {
                    [key: string]: unknown;
                };
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** Reservation */
        Reservation: {
            id: string;
            customer_id: string;
            /** @enum {string} */
            status: "held" | "captured" | "released" | "expired";
            /** @description The credits held, a decimal string */
            amount: string;
            /** @enum {string} */
            account_type: "pricing_unit" | "currency";
            pricing_unit_code?: string;
            currency_code?: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            expires_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /**
         * RunBillingRequest
         * @description Test mode only: advances the billing engine for this company's test-mode subscriptions.
         */
        RunBillingRequest: {
            /**
             * Format: date-time
             * @description ISO 8601 date-time with an offset: move this company's test clock to this instant (never back) and bill its test data up to it, recorded as "now"
             */
            as_of: string;
        };
        /** SetOverdraftLimitRequest */
        SetOverdraftLimitRequest: {
            /** @description The wallet's pricing unit; give this or currency_code */
            pricing_unit_code?: string;
            currency_code?: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            overdraft_limit: (string | number) | null;
        };
        /** Subscription */
        Subscription: {
            id: string;
            customer_id: string;
            plan_id: string;
            plan_code: string | null;
            /** @enum {string} */
            status: "pending_payment_method" | "trialing" | "active" | "past_due" | "canceled";
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            start_date: string;
            /** @description Day of month for billing anchor */
            billing_anchor_day: number;
            next_renewal_date: string | null;
            cancel_at_period_end: boolean;
            cancel_at: string | null;
            plan_transition_at_period_end: boolean;
            plan_transition_at: string | null;
            plan_transition_to_plan_id: string | null;
            canceled_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** SubscriptionSignupLink */
        SubscriptionSignupLink: {
            id: string;
            customer_id: string;
            plan_id: string;
            plan_code: string | null;
            /** @description The subscribe page to share with the customer: PUBLIC_BASE_URL/subscribe/{token} */
            url: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            token_expiration: string;
            success_url: string | null;
            back_url: string | null;
            previous_subscription_id: string | null;
            change_timing_mode: ("now" | "end_of_period") | null;
            cancel_now_prepaid_refund_policy: ("no_refund_prepaid_fixed_fees" | "refund_prorated_prepaid_fixed_fees") | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
        };
        /** SubscriptionSignupLinkOutcome */
        SubscriptionSignupLinkOutcome: {
            id: string;
            customer_id: string;
            plan_id: string;
            plan_code: string | null;
            status: "open" | "completed" | "expired";
            /** Format: date-time */
            token_expiration: string;
            success_url: string | null;
            back_url: string | null;
            previous_subscription_id: string | null;
            change_timing_mode: string | null;
            /** @description The subscription created or changed */
            subscription_id: string | null;
            /** @description The invoice paid on the page, if any */
            invoice_id: string | null;
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** UpcomingInvoice */
        UpcomingInvoice: {
            /** @enum {boolean} */
            upcoming: true;
            customer_id: string;
            subscription_id: string;
            currency: string;
            /** @enum {string} */
            collection_method: "charge_automatically" | "send_invoice";
            subtotal_cents: number;
            discount_cents: number;
            tax_cents: number;
            total_cents: number;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            period_start: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            period_end: string;
            line_items: components["schemas"]["UpcomingLineItem"][];
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            issued_at: string;
        };
        /** UpcomingLineItem */
        UpcomingLineItem: {
            description: string | null;
            quantity: number;
            unit_amount_cents: number;
            tax_amount_cents: number;
            total_amount_cents: number;
            period_start: string | null;
            period_end: string | null;
        };
        /** UpdateCreditGrantPolicyRequest */
        UpdateCreditGrantPolicyRequest: {
            effective_to?: (string) | null;
        };
        /** UpdateCreditPackRequest */
        UpdateCreditPackRequest: {
            /** @description false ends the pack: no new checkout link can sell it; true puts it back on sale. Omitted: no change */
            active?: boolean;
        };
        /** UpdateCustomerRequest */
        UpdateCustomerRequest: {
            name?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            email?: string | null;
            phone?: string | null;
            url?: string | null;
            external_id?: string | null;
            billing_address?: {
                /** @description Two-letter ISO 3166-1 country code; "" clears it */
                country?: string;
                state?: string;
                city?: string;
                street?: string;
                street2?: string;
                zip?: string;
            } | null;
            shipping_address?: {
                /** @description Two-letter ISO 3166-1 country code; "" clears it */
                country?: string;
                state?: string;
                city?: string;
                street?: string;
                street2?: string;
                zip?: string;
            } | null;
        };
        /**
         * UpdatePlanFeeRequest
         * @description End (or move the end of) a fee version, so a new version of the product's fee can follow it. Only effective_to can change: a new price is a new fee version.
         */
        UpdatePlanFeeRequest: {
            effective_to: (string) | null;
        };
        /** UpdatePlanRequest */
        UpdatePlanRequest: {
            name?: string;
            plan_code?: string | null;
            /**
             * @description Default usage
             * @enum {string}
             */
            type?: "usage" | "credits";
            /**
             * @description Default usd
             * @enum {string}
             */
            currency_code?: "usd" | "eur" | "gbp" | "cad" | "aud" | "jpy" | "chf" | "cny" | "sek" | "nzd" | "mxn" | "sgd" | "hkd" | "nok";
            /**
             * @description Default monthly
             * @enum {string}
             */
            invoicing_cadence?: "monthly" | "quarterly" | "yearly";
            initial_credit_quantity?: number | null;
        };
        /**
         * UpdateSubscriptionRequest
         * @description Only provided fields change. Besides the contract fields, cancel_at_period_end and cancel_at are documented extensions that schedule a cancellation the billing engine carries out.
         */
        UpdateSubscriptionRequest: {
            /** @description New anchor day; the current period then ends at the next boundary under it, prorated: prepaid days the new period would bill again are credited (credit balance when paid, credit note when unpaid), extra days of a longer period are invoiced at once */
            billing_anchor_day?: number;
            /**
             * @description `canceled` cancels now (sets canceled_at) and is final
             * @enum {string}
             */
            status?: "pending_payment_method" | "trialing" | "active" | "past_due" | "canceled";
            next_renewal_date?: (string) | null;
            /** @description Extension: true schedules cancellation at the end of the current period (clears cancel_at) */
            cancel_at_period_end?: boolean;
            cancel_at?: (string) | null;
        };
        /** UpdateWebhookEndpointRequest */
        UpdateWebhookEndpointRequest: {
            /**
             * @description An http or https URL
             * @example https://example.com/webhooks/meterline
             */
            url?: string;
            event_types?: ("customer.created" | "customer.updated" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.plan_changed" | "invoice.created" | "invoice.finalized" | "invoice.paid" | "invoice.voided" | "invoice.marked_uncollectible" | "credit_grant.created" | "credit_grant.expired" | "credit_grant.voided" | "checkout.completed" | "signup.completed" | "wallet.balance_low" | "wallet.depleted" | "wallet.recovered" | "reservation.created" | "reservation.captured" | "reservation.released" | "reservation.expired")[] | null;
            description?: string | null;
            /** @enum {string} */
            status?: "enabled" | "disabled";
        };
        /** UsageLine */
        UsageLine: {
            key: string;
            /** @description Decimal string (see group_by) */
            quantity: string;
            /** @description What was charged, summed per denomination, as in the ingest result */
            cost: components["schemas"]["CostItem"][];
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            id: string;
            endpoint_id: string;
            event_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempt_count: number;
            next_attempt_at: string | null;
            /** @description Every attempt, oldest first */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** WebhookDeliveryAttempt */
        WebhookDeliveryAttempt: {
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            attempted_at: string;
            status_code: number | null;
            duration_ms: number;
            error: string | null;
            response_body: string | null;
        };
        /** WebhookEndpoint */
        WebhookEndpoint: {
            id: string;
            url: string;
            event_types: string[] | null;
            description: string | null;
            /** @enum {string} */
            status: "enabled" | "disabled";
            secret: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            updated_at: string;
        };
        /** WebhookEvent */
        WebhookEvent: {
            /** @description Also the `webhook-id` header of every delivery of this event */
            id: string;
            type: string;
            /**
             * Format: date-time
             * @example 2026-11-21T05:17:00.000Z
             */
            created_at: string;
            livemode: boolean;
            data: {
                /** @description The resource as the API returns it */
                object: {
                    [key: string]: unknown;
                };
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request id, also in the body as `request_id`: quote it when reporting a problem */
        "X-Request-Id": string;
        /** @description The company's requests per 60-second window */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "X-RateLimit-Remaining": number;
        /** @description When the window resets, in Unix seconds */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        status: string;
                        database: string;
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
                external_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        customers: components["schemas"]["Customer"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        customer: components["schemas"]["Customer"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        customer: components["schemas"]["Customer"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        customer: components["schemas"]["Customer"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCatalogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        catalogs: components["schemas"]["Catalog"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCatalog: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCatalogRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        catalog: components["schemas"]["Catalog"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CATALOG_NAME_TAKEN`: A catalog with this name already exists in this company and mode.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        catalog: components["schemas"]["CatalogDetail"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCatalogEntries: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        entries: components["schemas"]["CatalogEntry"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addCatalogEntries: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCatalogEntriesRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        catalog: components["schemas"]["Catalog"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `ENTRY_KEY_TAKEN`: A catalog entry with this key already exists; `details` names each clashing entry.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CATALOG_READ_ONLY`: Global catalogs are maintained by the operator and cannot be changed over the API.
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPlanCatalogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        plan_catalogs: components["schemas"]["PlanCatalog"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    attachPlanCatalog: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachCatalogRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        plan_catalog: components["schemas"]["PlanCatalog"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CATALOG_ALREADY_ATTACHED`: The catalog is already attached to this plan.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    detachPlanCatalog: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
                catalogId: string;
            };
            cookie?: never;
        };
        /** @description No fields: send no body or {} */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        plan_catalog: components["schemas"]["PlanCatalog"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPricingUnits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        pricing_units: components["schemas"]["PricingUnit"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPricingUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePricingUnitRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        pricing_unit: components["schemas"]["PricingUnit"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CODE_TAKEN`: The code (`plan_code`, a pricing unit `code`, a credit pack `code`) is already used.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPricingUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        pricing_unit: components["schemas"]["PricingUnit"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createConversionRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConversionRateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        pricing_unit: components["schemas"]["PricingUnit"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `RATE_PERIOD_OVERLAP`: The conversion rate would be in force at the same instant as another rate of the same scope.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCreditPacks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_packs: components["schemas"]["CreditPack"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCreditPack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCreditPackRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_pack: components["schemas"]["CreditPack"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CODE_TAKEN`: The code (`plan_code`, a pricing unit `code`, a credit pack `code`) is already used.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCreditPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                creditPackId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_pack: components["schemas"]["CreditPack"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCreditPack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                creditPackId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCreditPackRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_pack: components["schemas"]["CreditPack"];
                        /** @description On sale: new checkout links can sell it */
                        active: boolean;
                        ended_at: string | null;
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCreditGrantPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_grant_policies: components["schemas"]["CreditGrantPolicy"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCreditGrantPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCreditGrantPolicyRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_grant_policy: components["schemas"]["CreditGrantPolicy"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CURRENCY_MISMATCH`: A price, grant policy or plan change is in another currency than the plan's.
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCreditGrantPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCreditGrantPolicyRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_grant_policy: components["schemas"]["CreditGrantPolicy"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        plans: components["schemas"]["Plan"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlanRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        plan: components["schemas"]["Plan"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CODE_TAKEN`: The code (`plan_code`, a pricing unit `code`, a credit pack `code`) is already used.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        plan: components["schemas"]["Plan"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlanRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        plan: components["schemas"]["Plan"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CODE_TAKEN`: The code (`plan_code`, a pricing unit `code`, a credit pack `code`) is already used.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `PLAN_IMMUTABLE_FIELD`: `type`, `currency_code` or `invoicing_cadence` cannot change once the plan has subscriptions (setting the value it already has is fine).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        product: components["schemas"]["Product"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        product: components["schemas"]["Product"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPlanFees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        fees: components["schemas"]["PlanFee"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPlanFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlanFeeRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        fee: components["schemas"]["PlanFee"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `FEE_PERIOD_OVERLAP`: The fee's effective dates overlap another fee of the same product on this plan.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `BILLABLE_METRIC_REQUIRED`: A `per_unit` price needs a product with a `billable_metric`: no event would ever match it.
             *     - `COST_METRIC_REQUIRED`: A `cost_plus` price needs a product with a `cost_metric`.
             *     - `CURRENCY_MISMATCH`: A price, grant policy or plan change is in another currency than the plan's.
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlanFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                feeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        fee: components["schemas"]["PlanFee"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePlanFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
                feeId: string;
            };
            cookie?: never;
        };
        /** @description End (or move the end of) a fee version, so a new version of the product's fee can follow it. Only effective_to can change: a new price is a new fee version. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlanFeeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        fee: components["schemas"]["PlanFee"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `FEE_END_BEFORE_CHARGES`: The fee's new `effective_to` is at or before something the fee already charged: an event it rated, or the start of a period it was invoiced for. `details` names the last one.
             *     - `FEE_PERIOD_OVERLAP`: The fee's effective dates overlap another fee of the same product on this plan.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCreditGrant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCreditGrantRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_grant: components["schemas"]["CreditGrant"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCustomerBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        balances: components["schemas"]["BalanceItem"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCustomerCreditGrants: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_grants: components["schemas"]["CreditGrant"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    voidCreditGrant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description No fields: send no body or {} */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_grant: components["schemas"]["CreditGrant"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CREDIT_GRANT_NOT_VOIDABLE`: The credit grant has nothing left to void: it is fully used or has expired.
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ingestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A billable usage event */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillableEvent"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            /**
             * @description Error codes:
             *     - `CUSTOMER_NOT_FOUND`: An ingested event names a `customer_id` that does not exist in this company and mode. Nothing is stored.
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ingestEventBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A batch of billable events */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventBatchRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchIngestResult"];
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
                customer_id?: string;
                event_name?: string;
                /** @description Events with timestamp >= from (ISO datetime) */
                from?: string;
                /** @description Events with timestamp < to (ISO datetime) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        events: components["schemas"]["Event"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCustomerUsage: {
        parameters: {
            query?: {
                /** @description Events with timestamp >= from (ISO 8601 date-time with offset, or YYYY-MM-DD in the company time zone); default: 30 days before to */
                from?: string;
                /** @description Events with timestamp < to (ISO 8601 date-time with offset, or YYYY-MM-DD); at most 366 days after from; default: now */
                to?: string;
                /** @description product: quantity is the sum of the metered quantity the product was charged for (a catalog entry, keyed by its key, counts the events it priced); event_name: quantity is the number of stored events of that name; day: the number of stored events per day of the company time zone (YYYY-MM-DD), every day of the range listed. Default product */
                group_by?: "product" | "event_name" | "day";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        usage: components["schemas"]["UsageLine"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
                customer_id?: string;
                status?: "pending_payment_method" | "trialing" | "active" | "past_due" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        subscriptions: components["schemas"]["Subscription"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Give exactly one of plan_id and plan_code. The first period opens in the same transaction when start_date is not in the future: the answer comes after its in-advance fees are invoiced and its initial credits and start grants are in the wallet. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        subscription: components["schemas"]["Subscription"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `SUBSCRIPTION_ALREADY_EXISTS`: The customer already has a live (not canceled) subscription to this plan, or one that moves to it at period end; a second would charge every event twice. `details` names it. `POST /v1/subscriptions` accepts `allow_duplicate: true` to create it anyway.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        subscription: components["schemas"]["Subscription"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Only provided fields change. Besides the contract fields, cancel_at_period_end and cancel_at are documented extensions that schedule a cancellation the billing engine carries out. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriptionRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        subscription: components["schemas"]["Subscription"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             *     - `SUBSCRIPTION_CANCELED`: The subscription is canceled: it cannot be changed, moved to another plan or sold credits, and has no upcoming invoice.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSubscriptionSignupLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        subscription_signup_link: components["schemas"]["SubscriptionSignupLinkOutcome"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCreditPackCheckoutLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_pack_checkout_link: components["schemas"]["CreditPackCheckoutLinkOutcome"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSubscriptionSignupLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A link for one customer to subscribe to a plan, or to change plan. Lives 24 hours; used once. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubscriptionSignupLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        subscription_signup_link: components["schemas"]["SubscriptionSignupLink"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `SUBSCRIPTION_ALREADY_EXISTS`: The customer already has a live (not canceled) subscription to this plan, or one that moves to it at period end; a second would charge every event twice. `details` names it. `POST /v1/subscriptions` accepts `allow_duplicate: true` to create it anyway.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CURRENCY_MISMATCH`: A price, grant policy or plan change is in another currency than the plan's.
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             *     - `PLAN_UNCHANGED`: The previous subscription is already on this plan.
             *     - `PREVIOUS_SUBSCRIPTION_MISMATCH`: `previous_subscription_id` belongs to another customer than `customer_id`.
             *     - `SUBSCRIPTION_CANCELED`: The subscription is canceled: it cannot be changed, moved to another plan or sold credits, and has no upcoming invoice.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCreditPackCheckoutLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A 24-hour link for the subscription’s customer to buy a credit pack of the subscription’s plan. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCreditPackCheckoutLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_pack_checkout_link: components["schemas"]["CreditPackCheckoutLink"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `CREDIT_PACK_ENDED`: The credit pack has been ended (`POST /v1/credit-packs/{id}` with `active: false`): no new checkout link can sell it.
             *     - `CREDIT_PACK_NOT_ON_PLAN`: The credit pack belongs to another plan than the subscription's.
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             *     - `SUBSCRIPTION_CANCELED`: The subscription is canceled: it cannot be changed, moved to another plan or sold credits, and has no upcoming invoice.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
                customer_id?: string;
                subscription_id?: string;
                status?: "draft" | "open" | "paid" | "void" | "uncollectible";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        invoices: components["schemas"]["Invoice"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUpcomingInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        invoice: components["schemas"]["UpcomingInvoice"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `BILLING_BLOCKED`: The billing engine cannot compute the subscription's next invoice now: it waits for a payment method with billing due, or a conversion rate is missing to turn an overdraft into money, or the invoice would exceed 10^15 minor units. `details[0].message` names the engine's reason (PAYMENT_METHOD_REQUIRED, CONVERSION_RATE_MISSING, AMOUNT_OUT_OF_RANGE).
             *     - `SUBSCRIPTION_CANCELED`: The subscription is canceled: it cannot be changed, moved to another plan or sold credits, and has no upcoming invoice.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        invoice: components["schemas"]["Invoice"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    finalizeInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description No fields: send no body or {} */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        invoice: components["schemas"]["Invoice"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `INVOICE_TRANSITION_NOT_ALLOWED`: The invoice cannot move from its status to the one asked (for example, paying a draft).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description No fields: send no body or {} */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        invoice: components["schemas"]["Invoice"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `INVOICE_TRANSITION_NOT_ALLOWED`: The invoice cannot move from its status to the one asked (for example, paying a draft).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markInvoicePaid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description No fields: send no body or {} */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        invoice: components["schemas"]["Invoice"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `INVOICE_TRANSITION_NOT_ALLOWED`: The invoice cannot move from its status to the one asked (for example, paying a draft).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markInvoiceUncollectible: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description No fields: send no body or {} */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        invoice: components["schemas"]["Invoice"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             *     - `INVOICE_TRANSITION_NOT_ALLOWED`: The invoice cannot move from its status to the one asked (for example, paying a draft).
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCustomerCreditBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        credit_balance: components["schemas"]["CreditBalance"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    runBilling: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Test mode only: advances the billing engine for this company's test-mode subscriptions. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunBillingRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        run: components["schemas"]["BillingRun"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             *     - `TEST_MODE_ONLY`: `POST /v1/billing/run` works with test-mode keys only; live data is billed as time passes.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBillingProblems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        problems: components["schemas"]["BillingProblem"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_endpoints: components["schemas"]["WebhookEndpoint"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             *     - `WEBHOOK_URL_NOT_ALLOWED`: A live-mode webhook endpoint URL is, or resolves to, a loopback, private or link-local address (or does not resolve). Self-hosters delivering inside their network set `WEBHOOK_ALLOW_PRIVATE_URLS=true`; test mode may deliver anywhere.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             *     - `WEBHOOK_URL_NOT_ALLOWED`: A live-mode webhook endpoint URL is, or resolves to, a loopback, private or link-local address (or does not resolve). Self-hosters delivering inside their network set `WEBHOOK_ALLOW_PRIVATE_URLS=true`; test mode may deliver anywhere.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        id: string;
                        deleted: boolean;
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_endpoint: components["schemas"]["WebhookEndpoint"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        deliveries: components["schemas"]["WebhookDelivery"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: {
                /** @description 1 to 100, default 50 */
                limit?: string;
                cursor?: string;
                type?: "customer.created" | "customer.updated" | "subscription.created" | "subscription.updated" | "subscription.canceled" | "subscription.plan_changed" | "invoice.created" | "invoice.finalized" | "invoice.paid" | "invoice.voided" | "invoice.marked_uncollectible" | "credit_grant.created" | "credit_grant.expired" | "credit_grant.voided" | "checkout.completed" | "signup.completed" | "wallet.balance_low" | "wallet.depleted" | "wallet.recovered" | "reservation.created" | "reservation.captured" | "reservation.released" | "reservation.expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_events: components["schemas"]["WebhookEvent"][];
                        pagination: {
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_event: components["schemas"]["WebhookEvent"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendWebhookEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        webhook_event: components["schemas"]["WebhookEvent"];
                        deliveries_scheduled: number;
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBalanceAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        balance_alerts: components["schemas"]["BalanceAlert"][];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createBalanceAlert: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBalanceAlertRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        balance_alert: components["schemas"]["BalanceAlert"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteBalanceAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        id: string;
                        deleted: boolean;
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCustomerPortalLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the first answer (status and body) is stored and sent again, with `Idempotent-Replayed: true`, to a request with the same key, path and body for 24 hours. The same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first request runs, 409 IDEMPOTENCY_REQUEST_IN_PROGRESS. Keys are scoped to the company, mode and path. 1 to 255 printable ASCII characters (a V4 UUID is a good key). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A one-hour link to the customer portal of one customer; reusable within the hour. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerPortalLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        customer_portal_link: components["schemas"]["CustomerPortalLink"];
                        request_id: string;
                    };
                };
            };
            /**
             * @description Error codes:
             *     - `INVALID_JSON`: The body is not valid JSON, or is empty while `Content-Type` says JSON.
             *     - `INVALID_REQUEST`: The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)
             *     - `VALIDATION_ERROR`: A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `API_KEY_REVOKED`: The key has been revoked.
             *     - `INVALID_API_KEY`: The key is not an `ak_live_` or `ak_test_` key, or no such key exists.
             *     - `UNAUTHORIZED`: No `Authorization` header, or not in the form `Bearer <key>`.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `NOT_FOUND`: No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `REQUEST_TIMEOUT`: The request (headers and body) did not arrive within the server's request timeout; the connection is closed.
             */
            408: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_REQUEST_IN_PROGRESS`: Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `PAYLOAD_TOO_LARGE`: The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not `application/json`.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `IDEMPOTENCY_KEY_REUSED`: The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `RATE_LIMITED`: The company's requests per 60-second window are used up; `Retry-After` says when to try again.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `HEADERS_TOO_LARGE`: The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed.
             */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `INTERNAL_ERROR`: An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Error codes:
             *     - `SERVICE_UNAVAILABLE`: The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.
             */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
