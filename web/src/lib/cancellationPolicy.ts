import { defineMessages, type IntlShape, type MessageValue } from 'react-intl';

/** One rule of a package's cancellation policy as customers read it, e.g. "Cancel 60+ days before departure: 90 % refunded". */
export function ruleLine(rule: { daysBefore: number; refundPercent: number }): string {
  const when =
    rule.daysBefore === 0 ? 'Cancel up to the day of departure' : `Cancel ${rule.daysBefore}+ days before departure`;
  return `${when}: ${rule.refundPercent === 0 ? 'no refund' : `${rule.refundPercent} % refunded`}`;
}

const messages = defineMessages<{
  readonly rule: {
    readonly days: number | bigint;
    readonly percent: number | bigint;
    readonly percentText: MessageValue;
  };
}>({
  rule: {
    id: 'myTrips.cancel.rule',
    defaultMessage:
      '{days, plural, =0 {Cancel up to the day of departure} one {Cancel {days}+ days before departure} other {Cancel {days}+ days before departure}}: {percent, plural, =0 {no refund} one {{percentText} % refunded} other {{percentText} % refunded}}',
  },
});

/** ruleLine in the reader's language (the back-office keeps ruleLine's English), the percentage as a number. */
export function ruleText(intl: IntlShape, rule: { daysBefore: number; refundPercent: number }): string {
  return intl.formatMessage(messages.rule, {
    days: rule.daysBefore,
    percent: rule.refundPercent,
    percentText: intl.formatNumber(rule.refundPercent),
  });
}
