import './AgentStatementsPage.css';

import { useQuery } from '@apollo/client/react';
import { type ReactNode, useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { Alert, Badge, Button, Card, PageHeader, SkeletonText, TextInput } from '../../components/ui';
import { getFragmentData, graphql } from '../../gql';
import type { BookingStatus } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { useFormat } from '../../i18n/format';
import { downloadWithSession } from '../../lib/download';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AGENCY_STATEMENT_MONTH_FRAGMENT } from '../../operations/statements';

export const MY_AGENCY_STATEMENT_QUERY = graphql(`
  query MyAgencyStatement($month: String!) {
    myAgencyStatement(month: $month) {
      agency {
        id
        name
      }
      ...AgencyStatementMonth
    }
  }
`);

const messages = defineMessages({
  title: { id: 'agentStatements.title', defaultMessage: 'Statements' },
  intro: {
    id: 'agentStatements.intro',
    defaultMessage: 'Your agency’s month: what you booked, were invoiced and paid, and the commission you earned.',
  },
  month: { id: 'agentStatements.month', defaultMessage: 'Month' },
  loadFailed: { id: 'agentStatements.loadFailed', defaultMessage: 'Could not load the statement. Please try again.' },
  downloadFailed: { id: 'agentStatements.downloadFailed', defaultMessage: 'Could not download the statement.' },
  card: { id: 'agentStatements.card', defaultMessage: 'Card' },
  PENDING: { id: 'agentStatements.status.PENDING', defaultMessage: 'Awaiting payment' },
  DEPOSIT_PAID: { id: 'agentStatements.status.DEPOSIT_PAID', defaultMessage: 'Part paid' },
  PAID: { id: 'agentStatements.status.PAID', defaultMessage: 'Paid' },
  NEEDS_REVIEW: { id: 'agentStatements.status.NEEDS_REVIEW', defaultMessage: 'Under review' },
  CANCELLED: { id: 'agentStatements.status.CANCELLED', defaultMessage: 'Cancelled' },
  REFUNDED: { id: 'agentStatements.status.REFUNDED', defaultMessage: 'Refunded' },
  PARTIALLY_REFUNDED: { id: 'agentStatements.status.PARTIALLY_REFUNDED', defaultMessage: 'Partly refunded' },
  EXPIRED: { id: 'agentStatements.status.EXPIRED', defaultMessage: 'Lapsed' },
  FAILED: { id: 'agentStatements.status.FAILED', defaultMessage: 'Failed' },
} satisfies Record<string, unknown> & Record<BookingStatus, unknown>);

// A blank figure (no package or departure yet), the same in every language.
const NONE = '–';

/** This month (UTC), as statements count months: YYYY-MM. */
const currentMonth = () => new Date().toISOString().slice(0, 7);

/** One labelled figure of a row, stacked on a phone. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="agent-statement__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A section of rows, or the month's "none" line. */
function Rows({ title, empty, children }: { title: ReactNode; empty: ReactNode; children: ReactNode[] }) {
  const headingId = useId();
  return (
    <section className="agent-statement__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="agent-statement__heading">
        {title}
      </h2>
      {children.length === 0 ? <p className="agent-statement__empty">{empty}</p> : <ul>{children}</ul>}
    </section>
  );
}

/**
 * /agent/statements (issue #34, decision 0065): an agent's own agency's statement for a month, in the portal's
 * language: the commission earned first, the opening and closing balances, the bookings made, invoices issued and
 * payments received, and the same month as a PDF (in this language) or a CSV.
 */
export function AgentStatementsPage() {
  const intl = useIntl();
  const format = useFormat();
  const errors = useErrorMessage();
  useDocumentTitle(intl.formatMessage(messages.title));
  const [month, setMonth] = useState(currentMonth);
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { data, error, loading } = useQuery(MY_AGENCY_STATEMENT_QUERY, { variables: { month }, skip: !month });
  const agencyName = data?.myAgencyStatement.agency.name;
  const statement = getFragmentData(AGENCY_STATEMENT_MONTH_FRAGMENT, data?.myAgencyStatement);
  const money = (amount: number) => format.price(amount, statement?.currency);

  async function download(kind: 'pdf' | 'csv') {
    setBusy(kind);
    setDownloadError(null);
    try {
      // The PDF is written in the language this page is in, which the browser's own header may not be.
      await downloadWithSession(`/api/agent/statement?month=${month}&format=${kind}`, `statement-${month}.${kind}`, {
        'Accept-Language': format.locale,
      });
    } catch (failure) {
      setDownloadError(errors.of(failure, intl.formatMessage(messages.downloadFailed)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="container stack agent-statement">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        description={agencyName ?? intl.formatMessage(messages.intro)}
      />
      <div className="agent-statement__controls">
        <TextInput
          label={intl.formatMessage(messages.month)}
          type="month"
          value={month}
          max={currentMonth()}
          onChange={(event) => setMonth(event.target.value)}
        />
        <Button variant="secondary" loading={busy === 'pdf'} disabled={!month} onClick={() => void download('pdf')}>
          <FormattedMessage id="agentStatements.downloadPdf" defaultMessage="Download PDF" />
        </Button>
        <Button variant="secondary" loading={busy === 'csv'} disabled={!month} onClick={() => void download('csv')}>
          <FormattedMessage id="agentStatements.downloadCsv" defaultMessage="Download CSV" />
        </Button>
      </div>
      {downloadError && <Alert variant="error">{downloadError}</Alert>}
      {error ? (
        <Alert variant="error">{errors.of(error, intl.formatMessage(messages.loadFailed))}</Alert>
      ) : loading || !statement ? (
        <SkeletonText titleHeight={24} lineHeight={16} lastLineWidth="60%" />
      ) : (
        <>
          <Card tone="sand" className="agent-statement__commission">
            <p className="agent-statement__commission-label">
              <FormattedMessage id="agentStatements.commissionEarned" defaultMessage="Commission earned" />
            </p>
            <p className="agent-statement__commission-amount">{money(statement.commissionEarned)}</p>
            <p className="agent-statement__note">
              <FormattedMessage
                id="agentStatements.commissionNote"
                defaultMessage="On this month’s bookings that still travel: a cancelled booking earns none."
              />
            </p>
          </Card>
          <dl className="agent-statement__balances">
            <Fact label={<FormattedMessage id="agentStatements.openingBalance" defaultMessage="Opening balance" />}>
              {money(statement.openingBalance)}
            </Fact>
            <Fact label={<FormattedMessage id="agentStatements.closingBalance" defaultMessage="Closing balance" />}>
              {money(statement.closingBalance)}
            </Fact>
          </dl>
          <Rows
            title={<FormattedMessage id="agentStatements.bookings" defaultMessage="Bookings made" />}
            empty={<FormattedMessage id="agentStatements.noBookings" defaultMessage="No bookings this month." />}
          >
            {statement.bookings.map((b) => (
              <li key={b.reference} className="agent-statement__row">
                <div className="agent-statement__row-title">
                  <bdi>{b.reference}</bdi>
                  <Badge variant={b.travelling ? 'green' : 'red'}>{intl.formatMessage(messages[b.status])}</Badge>
                </div>
                <dl>
                  <Fact label={<FormattedMessage id="agentStatements.package" defaultMessage="Package" />}>
                    {b.packageName ?? NONE}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.departure" defaultMessage="Departure" />}>
                    {b.departDate ? format.date(b.departDate) : NONE}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.pilgrims" defaultMessage="Pilgrims" />}>
                    {format.number(b.pilgrims)}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.publicAmount" defaultMessage="Public price" />}>
                    {money(b.publicAmount)}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.netAmount" defaultMessage="Net price" />}>
                    {money(b.netAmount)}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.commission" defaultMessage="Commission" />}>
                    {b.travelling ? money(b.commission) : <s>{money(b.commission)}</s>}
                  </Fact>
                </dl>
              </li>
            ))}
          </Rows>
          <Rows
            title={<FormattedMessage id="agentStatements.invoices" defaultMessage="Invoices issued" />}
            empty={<FormattedMessage id="agentStatements.noInvoices" defaultMessage="No invoices this month." />}
          >
            {statement.invoices.map((i) => (
              <li key={i.number} className="agent-statement__row">
                <div className="agent-statement__row-title">
                  <bdi>{i.number}</bdi>
                </div>
                <dl>
                  <Fact label={<FormattedMessage id="agentStatements.issued" defaultMessage="Issued" />}>
                    {format.date(i.issuedOn)}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.due" defaultMessage="Due" />}>
                    {format.date(i.dueOn)}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.total" defaultMessage="Total" />}>
                    {money(i.total)}
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.outstanding" defaultMessage="Still owed" />}>
                    {money(i.outstanding)}
                  </Fact>
                </dl>
              </li>
            ))}
          </Rows>
          <Rows
            title={<FormattedMessage id="agentStatements.payments" defaultMessage="Payments received" />}
            empty={<FormattedMessage id="agentStatements.noPayments" defaultMessage="No payments this month." />}
          >
            {statement.payments.map((p) => (
              <li key={`${p.receivedAt}-${p.bookingReference}`} className="agent-statement__row">
                <div className="agent-statement__row-title">
                  <span>{format.moment(p.receivedAt)}</span>
                  <strong>{money(p.amount)}</strong>
                </div>
                <dl>
                  <Fact label={<FormattedMessage id="agentStatements.invoice" defaultMessage="Invoice" />}>
                    <bdi>{p.invoiceNumber ?? NONE}</bdi>
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.booking" defaultMessage="Booking" />}>
                    <bdi>{p.bookingReference}</bdi>
                  </Fact>
                  <Fact label={<FormattedMessage id="agentStatements.transfer" defaultMessage="Transfer" />}>
                    <bdi>{p.transferReference ?? intl.formatMessage(messages.card)}</bdi>
                  </Fact>
                </dl>
              </li>
            ))}
          </Rows>
        </>
      )}
    </div>
  );
}
