/** ISO 3166-1 alpha-2 country codes, checked against the ICU region data Node ships. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
// Codes ICU names that are not assigned country codes (groupings, reserved and unknown).
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'UK', 'QO', 'XA', 'XB', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'XK']);

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}
