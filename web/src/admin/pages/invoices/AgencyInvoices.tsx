import { Link } from 'react-router-dom';

import { AdminSection } from '../../components/AdminPage';
import { AdminTable } from '../../components/AdminTable';
import { usePagedAdminList } from '../../components/useAdminList';
import { invoiceColumns } from './invoiceColumns';
import { INVOICE_ROW, INVOICES_LIST } from './operations';

/** One agency's invoices, newest first, for its page in the back office; the full list is /admin/invoices. */
export function AgencyInvoices({ agencyId }: { agencyId: number }) {
  const invoices = usePagedAdminList(INVOICES_LIST, INVOICE_ROW, { agencyId, state: null });
  return (
    <AdminSection title="Invoices" actions={<Link to={`/admin/invoices?agency=${agencyId}`}>Open in Invoices</Link>}>
      <AdminTable
        list={invoices}
        columns={invoiceColumns({ withAgency: false })}
        caption="Invoices of this agency"
        empty="This agency has no invoices yet."
        what="invoices"
      />
    </AdminSection>
  );
}
