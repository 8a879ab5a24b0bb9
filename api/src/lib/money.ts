/** Minor units to a display string, e.g. (189900, 'USD') -> 'USD 1,899.00'. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
