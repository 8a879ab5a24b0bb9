// Money is integer minor units with each currency's own exponent; the accepted currencies and their
// exponents live in @rihla/db/currencies so the worker formats amounts exactly as the API does.
export { CURRENCIES, CURRENCY_EXPONENTS, formatMoney, isCurrency } from '@rihla/db/currencies';
