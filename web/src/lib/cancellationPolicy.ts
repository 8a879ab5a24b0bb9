/** One rule of a package's cancellation policy as customers read it, e.g. "Cancel 60+ days before departure: 90 % refunded". */
export function ruleLine(rule: { daysBefore: number; refundPercent: number }): string {
  const when =
    rule.daysBefore === 0 ? 'Cancel up to the day of departure' : `Cancel ${rule.daysBefore}+ days before departure`;
  return `${when}: ${rule.refundPercent === 0 ? 'no refund' : `${rule.refundPercent} % refunded`}`;
}
