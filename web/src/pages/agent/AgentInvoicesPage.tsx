import './AgentInvoicesPage.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { SummaryList } from '../../components/SummaryList';
import { Alert, Badge, type BadgeVariant, Button, ButtonLink, Card } from '../../components/ui';
import { getFragmentData, graphql } from '../../gql';
import type { InvoiceDetailFragment, InvoiceState } from '../../gql/graphql';
import { useErrorMessage } from '../../i18n/errors';
import { useFormat } from '../../i18n/format';
import { checkoutPath } from '../../lib/bookingAccess';
import { downloadWithSession } from '../../lib/download';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { INVOICE_DETAIL_FRAGMENT } from '../../operations/invoices';
import { ROOM_LABEL } from './agentLabels';

export const AGENT_INVOICES_QUERY = graphql(`
  query AgentInvoices($page: Int!, $pageSize: Int!) {
    invoices(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        number
        currency
        total
        issuedOn
        dueOn
        outstanding
        daysOverdue
        state
      }
    }
  }
`);

export const AGENT_INVOICE_QUERY = graphql(`
  query AgentInvoice($id: Int!) {
    invoice(id: $id) {
      id
      ...InvoiceDetail
    }
  }
`);

const messages = defineMessages({
  title: { id: 'agentInvoices.title', defaultMessage: 'Invoices' },
  intro: {
    id: 'agentInvoices.intro',
    defaultMessage:
      'Your agency’s invoices. Pay by bank transfer quoting the invoice number, or pay a booking by card.',
  },
  empty: { id: 'agentInvoices.empty', defaultMessage: 'Your agency has no invoices yet.' },
  loadFailed: { id: 'agentInvoices.loadFailed', defaultMessage: 'The invoices could not be loaded.' },
  OPEN: { id: 'agentInvoices.state.OPEN', defaultMessage: 'Open' },
  PART_PAID: { id: 'agentInvoices.state.PART_PAID', defaultMessage: 'Part paid' },
  PAID: { id: 'agentInvoices.state.PAID', defaultMessage: 'Paid' },
  OVERDUE: { id: 'agentInvoices.state.OVERDUE', defaultMessage: 'Overdue' },
  pdfFailed: { id: 'agentInvoices.pdfFailed', defaultMessage: 'The PDF could not be downloaded.' },
  issued: { id: 'agentInvoices.issued', defaultMessage: 'Issued' },
  due: { id: 'agentInvoices.due', defaultMessage: 'Due' },
  total: { id: 'agentInvoices.total', defaultMessage: 'Total' },
  paid: { id: 'agentInvoices.paid', defaultMessage: 'Paid' },
  outstanding: { id: 'agentInvoices.outstanding', defaultMessage: 'Outstanding' },
});

// Every state has its look: a state the server adds fails the typecheck here.
const STATE_VARIANTS = {
  OPEN: 'blue',
  PART_PAID: 'gold',
  PAID: 'green',
  OVERDUE: 'red',
} as const satisfies Record<InvoiceState, BadgeVariant>;

/** Enough for an agency's open and recent invoices on one page; older ones are in the monthly statement. */
const PAGE = { page: 1, pageSize: 50 };

function StateBadge({ state }: { state: InvoiceState }) {
  const intl = useIntl();
  return <Badge variant={STATE_VARIANTS[state]}>{intl.formatMessage(messages[state])}</Badge>;
}

/**
 * The agent portal's invoices (issue #34, decision 0065), phone first: the agency's invoices, and the one picked
 * (?invoice=<id>) with its figures, its PDF in the page's language, a card payment per booking still owing (the
 * existing checkout) and how to pay by bank transfer. Figures come from the API (agency-money); nothing is summed here.
 */
export function AgentInvoicesPage() {
  const intl = useIntl();
  const format = useFormat();
  useDocumentTitle(intl.formatMessage(messages.title));
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('invoice')) || null;
  const { data, error } = useQuery(AGENT_INVOICES_QUERY, { variables: PAGE, fetchPolicy: 'cache-and-network' });
  const invoices = data?.invoices.items ?? [];

  return (
    <div className="stack agent-invoices">
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="muted">
        <FormattedMessage {...messages.intro} />
      </p>
      {error && <Alert variant="error">{intl.formatMessage(messages.loadFailed)}</Alert>}
      {data && invoices.length === 0 && (
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
      )}
      <ul className="agent-invoices__list" aria-label={intl.formatMessage(messages.title)}>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <button
              type="button"
              className="agent-invoices__row"
              aria-expanded={selected === invoice.id}
              onClick={() => setParams(selected === invoice.id ? {} : { invoice: String(invoice.id) })}
            >
              <span className="agent-invoices__number" dir="ltr">
                {invoice.number}
              </span>
              <StateBadge state={invoice.state} />
              <span className="muted">
                <FormattedMessage
                  id="agentInvoices.dueOn"
                  defaultMessage="Due {date}"
                  values={{ date: format.date(invoice.dueOn) }}
                />
              </span>
              <span className="agent-invoices__amount">
                <FormattedMessage
                  id="agentInvoices.toPay"
                  defaultMessage="{amount} to pay"
                  values={{ amount: format.price(invoice.outstanding, invoice.currency) }}
                />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected && <InvoiceDetail id={selected} />}
    </div>
  );
}

type Line = InvoiceDetailFragment['lines'][number];

/**
 * What a line bills, in the page's language from its booking's facts: the package (a proper name, as it is), the
 * departure day, the room and its pilgrims. A booking without a departure or a room (the agent flow makes none)
 * shows the English words stored with the line.
 */
function LineDescription({ line }: { line: Line }) {
  const intl = useIntl();
  const format = useFormat();
  if (!line.packageName || !line.departDate || !line.roomType) return <span>{line.description}</span>;
  return (
    <span>
      <FormattedMessage
        id="agentInvoices.line"
        defaultMessage="{package}, departing {date}: {room}, {count, plural, one {# pilgrim} other {# pilgrims}}"
        values={{
          package: <bdi>{line.packageName}</bdi>,
          date: format.date(line.departDate, 'long'),
          room: intl.formatMessage(ROOM_LABEL[line.roomType]),
          count: line.quantity,
        }}
      />
    </span>
  );
}

/** The bookings a card may still pay: still owing, in a status the checkout takes. */
const cardPayable = (line: Line) =>
  line.outstanding > 0 && (line.bookingStatus === 'PENDING' || line.bookingStatus === 'DEPOSIT_PAID');

function InvoiceDetail({ id }: { id: number }) {
  const intl = useIntl();
  const format = useFormat();
  const errors = useErrorMessage();
  const { data, error } = useQuery(AGENT_INVOICE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [busy, setBusy] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  if (error) return <Alert variant="error">{errors.of(error, intl.formatMessage(messages.loadFailed))}</Alert>;
  const invoice = getFragmentData(INVOICE_DETAIL_FRAGMENT, data?.invoice);
  if (!invoice) return null;
  const money = (value: number) => format.price(value, invoice.currency);

  async function downloadPdf(number: string) {
    setBusy(true);
    setPdfError(null);
    try {
      // The PDF is written in the language the portal is read in.
      await downloadWithSession(`/api/invoices/${id}/pdf`, `invoice-${number}.pdf`, {
        'Accept-Language': format.locale,
      });
    } catch (failure) {
      setPdfError(errors.of(failure, intl.formatMessage(messages.pdfFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <section className="stack" aria-labelledby="agent-invoice-heading">
        <div className="cluster cluster--middle cluster--spread">
          <h2 id="agent-invoice-heading">
            <FormattedMessage
              id="agentInvoices.detailHeading"
              defaultMessage="Invoice {number}"
              values={{ number: <span dir="ltr">{invoice.number}</span> }}
            />
          </h2>
          <StateBadge state={invoice.state} />
        </div>
        <SummaryList
          rows={[
            { term: intl.formatMessage(messages.issued), value: format.date(invoice.issuedOn) },
            { term: intl.formatMessage(messages.due), value: format.date(invoice.dueOn) },
            { term: intl.formatMessage(messages.total), value: money(invoice.total) },
            { term: intl.formatMessage(messages.paid), value: money(invoice.paid) },
            { term: intl.formatMessage(messages.outstanding), value: money(invoice.outstanding), total: true },
          ]}
        />
        <div>
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void downloadPdf(invoice.number)}>
            <FormattedMessage id="agentInvoices.downloadPdf" defaultMessage="Download PDF" />
          </Button>
          {pdfError && (
            <Alert variant="error" onDismiss={() => setPdfError(null)}>
              {pdfError}
            </Alert>
          )}
        </div>
        <ul className="agent-invoices__lines">
          {invoice.lines.map((line) => (
            <li key={line.id} className="stack">
              <div className="cluster cluster--spread">
                <strong dir="ltr">{line.bookingReference}</strong>
                <span>{money(line.amount)}</span>
              </div>
              <LineDescription line={line} />
              <span className="muted">
                <FormattedMessage
                  id="agentInvoices.commission"
                  defaultMessage="Public price {publicPrice}, your commission {commission}"
                  values={{ publicPrice: money(line.publicAmount), commission: money(line.commission) }}
                />
              </span>
              {cardPayable(line) && (
                <ButtonLink size="sm" to={checkoutPath('PACKAGE', line.bookingId)}>
                  <FormattedMessage
                    id="agentInvoices.payByCard"
                    defaultMessage="Pay {amount} by card"
                    values={{ amount: money(line.outstanding) }}
                  />
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
        {invoice.outstanding > 0 && (
          <Alert variant="info">
            <FormattedMessage
              id="agentInvoices.bankTransfer"
              defaultMessage="To pay by bank transfer, send {amount} to Rihla Travel and quote the invoice number {number} as the reference, so we can match your payment."
              values={{ amount: money(invoice.outstanding), number: <span dir="ltr">{invoice.number}</span> }}
            />
          </Alert>
        )}
      </section>
    </Card>
  );
}
