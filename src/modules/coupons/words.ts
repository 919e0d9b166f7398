/** A coupon in words, for the hosted pages: "15% off, on 2 invoices", "$5.00 off, once", "10% off, on every invoice". */
import { formatMoney, isCurrencyCode } from '../../money/currency.js';
import type { CouponTable } from './tables.js';

export function couponWords(coupon: Pick<CouponTable, 'percent_off' | 'amount_off_cents' | 'currency_code' | 'duration' | 'duration_in_periods'>): string {
  const currency = coupon.currency_code;
  const off =
    coupon.percent_off !== null
      ? `${coupon.percent_off}% off`
      : currency !== null && isCurrencyCode(currency)
        ? `${formatMoney(Number(coupon.amount_off_cents ?? 0), currency)} off`
        : `${String(coupon.amount_off_cents)} off`;
  const periods = Number(coupon.duration_in_periods ?? 0);
  const when = coupon.duration === 'once' ? 'your first invoice' : coupon.duration === 'forever' ? 'every invoice' : periods === 1 ? 'your first invoice' : `your first ${periods} invoices`;
  return `${off} ${when}`;
}
