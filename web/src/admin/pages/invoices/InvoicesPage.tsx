import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';

import { Button, Table, type TableColumn, TabPanel, Tabs } from '../../../components/ui';
import { getFragmentData } from '../../../gql';
import type { AdminInvoiceReviewsQuery, InvoiceFilter } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/price';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { AdminTable } from '../../components/AdminTable';
import { actionsColumn } from '../../components/columns';
import { QueryError } from '../../components/QueryError';
import { usePagedAdminList } from '../../components/useAdminList';
import { type FeedbackApi, FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import { formatDate } from '../../lib/format';
import { invoiceColumns } from './invoiceColumns';
import { INVOICE_REVIEWS_QUERY, INVOICE_ROW, INVOICES_LIST, REVIEW_TRANSFER_MUTATION } from './operations';

const TABS_ID = 'invoice-states';
type Tab = InvoiceFilter | 'ALL';
const STATE_TABS: { value: Tab; label: string; empty: string }[] = [
  { value: 'ALL', label: 'All', empty: 'No invoices yet.' },
  { value: 'OPEN', label: 'Open', empty: 'No invoice owes anything.' },
  { value: 'OVERDUE', label: 'Overdue', empty: 'No invoice is overdue.' },
  { value: 'PAID', label: 'Paid', empty: 'No invoice is paid yet.' },
];

/** The state (?state=overdue) and agency (?agency=12) filters, kept in the URL so a filtered list can be linked. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const tab = STATE_TABS.find((option) => option.value === params.get('state')?.toUpperCase())?.value ?? 'ALL';
  const agencyId = Number(params.get('agency')) || null;
  const set = (next: { tab?: Tab; agencyId?: number | null }) => {
    const state = next.tab ?? tab;
    const agency = next.agencyId === undefined ? agencyId : next.agencyId;
    setParams(
      {
        ...(state === 'ALL' ? {} : { state: state.toLowerCase() }),
        ...(agency ? { agency: String(agency) } : {}),
      },
      { replace: true },
    );
  };
  return { tab, agencyId, set };
}

/**
 * /admin/invoices (issue #34, decision 0065): every agency's invoices with their figures and derived state, filtered
 * by state and agency, and what needs staff's eye: overpayments to review and overdue invoices a transfer left short.
 */
export function InvoicesPage() {
  const filters = useFilters();
  const feedback = useFeedback();
  const invoices = usePagedAdminList(INVOICES_LIST, INVOICE_ROW, {
    agencyId: filters.agencyId,
    state: filters.tab === 'ALL' ? null : filters.tab,
  });
  const current = STATE_TABS.find((option) => option.value === filters.tab) ?? STATE_TABS[0];
  const agencyName = invoices.rows.find((row) => row.agency.id === filters.agencyId)?.agency.name;

  return (
    <AdminPage
      title="Invoices"
      description="Agencies’ invoices. What is paid and outstanding is read from the bookings’ payments: bank transfers and card payments alike."
    >
      <FeedbackBanner feedback={feedback} />
      <InvoiceReviews feedback={feedback} />
      <AdminSection
        title="All invoices"
        actions={
          filters.agencyId ? (
            <Button size="sm" variant="secondary" onClick={() => filters.set({ agencyId: null })}>
              Agency: {agencyName ?? `#${filters.agencyId}`} ×<span className="sr-only"> (show every agency)</span>
            </Button>
          ) : null
        }
      >
        <Tabs
          id={TABS_ID}
          label="Invoice state"
          look="pills"
          tabs={STATE_TABS}
          value={filters.tab}
          onChange={(tab) => filters.set({ tab })}
        />
        <TabPanel tabsId={TABS_ID} value={filters.tab}>
          <AdminTable
            list={invoices}
            columns={invoiceColumns()}
            caption={`${current.label} invoices`}
            empty={current.empty}
            what="invoices"
          />
        </TabPanel>
      </AdminSection>
    </AdminPage>
  );
}

type ReviewTransfer = AdminInvoiceReviewsQuery['invoiceReviews']['transfers'][number];

/** Overpayments not yet reviewed (staff say what was done with the excess) and short-paid overdue invoices. */
function InvoiceReviews({ feedback }: { feedback: FeedbackApi }) {
  const { data, error, refetch } = useQuery(INVOICE_REVIEWS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [review] = useMutation(REVIEW_TRANSFER_MUTATION);
  const prompt = usePromptAction();
  if (error) return <QueryError error={error} what="the review list" onRetry={() => void refetch()} />;
  const reviews = data?.invoiceReviews;
  // The prompt stays mounted while its save refetches a list that may come back empty.
  if (!reviews || (reviews.transfers.length === 0 && reviews.shortPaid.length === 0)) return prompt.dialog;
  const shortPaid = getFragmentData(INVOICE_ROW, reviews.shortPaid);

  const transferColumns: TableColumn<ReviewTransfer>[] = [
    {
      key: 'invoice',
      header: 'Invoice',
      render: (row) => <Link to={`/admin/invoices/${row.invoiceId}`}>{row.invoiceNumber}</Link>,
    },
    { key: 'agency', header: 'Agency', render: (row) => row.agency.name },
    {
      key: 'reference',
      header: 'Reference',
      render: (row) => <code className="admin-code">{row.transfer.reference}</code>,
    },
    { key: 'received', header: 'Received', render: (row) => formatDate(row.transfer.receivedOn) },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      render: (row) => formatPrice(row.transfer.amount, row.transfer.currency),
    },
    {
      key: 'excess',
      header: 'Overpaid',
      align: 'end',
      render: (row) => <strong>{formatPrice(row.transfer.excessAmount, row.transfer.currency)}</strong>,
    },
    actionsColumn((row) => (
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          prompt.open({
            title: `Review the overpayment on ${row.invoiceNumber}`,
            label: 'What was done with it (refunded by bank, kept as credit…)',
            confirmLabel: 'Mark reviewed',
            inputProps: { maxLength: 500 },
            action: async (note) => {
              await review({ variables: { id: row.transfer.id, note } });
              feedback.succeed(`Overpayment on ${row.invoiceNumber} marked reviewed.`);
              await refetch();
            },
          })
        }
      >
        Review<span className="sr-only"> transfer {row.transfer.reference}</span>
      </Button>
    )),
  ];

  return (
    <AdminSection title="Needs review">
      {reviews.transfers.length > 0 && (
        <Table
          caption="Overpayments to review"
          showCaption
          columns={transferColumns}
          rows={reviews.transfers}
          rowKey={(row) => row.transfer.id}
        />
      )}
      {shortPaid.length > 0 && (
        <Table
          caption="Overdue invoices a transfer did not cover"
          showCaption
          columns={invoiceColumns()}
          rows={shortPaid}
          rowKey={(row) => row.id}
        />
      )}
      {prompt.dialog}
    </AdminSection>
  );
}
