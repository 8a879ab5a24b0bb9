import { Link } from 'react-router-dom';

import type { TableColumn } from '../../../components/ui';
import type { AdminInvoiceRowFragment, InvoiceState } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/price';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate } from '../../lib/format';
import type { StatusLook } from '../../lib/status';

/** Every derived state has its look: a new state fails the typecheck here. */
const STATE_LOOKS = {
  OPEN: { variant: 'blue', label: 'Open' },
  PART_PAID: { variant: 'gold', label: 'Part paid' },
  PAID: { variant: 'green', label: 'Paid' },
  OVERDUE: { variant: 'red', label: 'Overdue' },
} satisfies Record<InvoiceState, StatusLook>;

export function InvoiceStateBadge({ state, daysOverdue }: { state: InvoiceState; daysOverdue: number }) {
  const detail = state === 'OVERDUE' ? `${daysOverdue} day${daysOverdue === 1 ? '' : 's'} late` : null;
  return <StatusBadge look={STATE_LOOKS[state]} detail={detail} />;
}

const amount = (key: 'total' | 'paid' | 'outstanding', header: string): TableColumn<AdminInvoiceRowFragment> => ({
  key,
  header,
  align: 'end',
  render: (row) => <span className="admin-nowrap">{formatPrice(row[key], row.currency)}</span>,
});

/** The invoices table's columns: number (to its page), agency (unless the table is one agency's), dates, figures. */
export function invoiceColumns({ withAgency = true } = {}): TableColumn<AdminInvoiceRowFragment>[] {
  return [
    {
      key: 'number',
      header: 'Invoice',
      render: (row) => (
        <Link to={`/admin/invoices/${row.id}`} className="admin-nowrap">
          {row.number}
        </Link>
      ),
    },
    ...(withAgency
      ? [{ key: 'agency', header: 'Agency', render: (row: AdminInvoiceRowFragment) => row.agency.name }]
      : []),
    {
      key: 'issued',
      header: 'Issued',
      render: (row) => <span className="admin-nowrap">{formatDate(row.issuedOn)}</span>,
    },
    { key: 'due', header: 'Due', render: (row) => <span className="admin-nowrap">{formatDate(row.dueOn)}</span> },
    amount('total', 'Total'),
    amount('paid', 'Paid'),
    amount('outstanding', 'Outstanding'),
    {
      key: 'state',
      header: 'State',
      render: (row) => <InvoiceStateBadge state={row.state} daysOverdue={row.daysOverdue} />,
    },
  ];
}
