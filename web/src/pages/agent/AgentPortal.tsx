import './AgentPortal.css';

import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';

import { ButtonLink, EmptyState } from '../../components/ui';
import { useSession } from '../../lib/useSession';
import { loginPathFrom } from '../auth/postAuthPath';
import { AgentBookingPage } from './AgentBookingPage';
import { AgentBookingsPage } from './AgentBookingsPage';
import { AgentBookPage } from './AgentBookPage';
import { AgentInvoicesPage } from './AgentInvoicesPage';
import { AgentOverviewPage } from './AgentOverviewPage';
import { AgentStatementsPage } from './AgentStatementsPage';

const messages = defineMessages({
  nav: { id: 'agent.nav.label', defaultMessage: 'Agent portal' },
  overview: { id: 'agent.nav.overview', defaultMessage: 'Overview' },
  book: { id: 'agent.nav.book', defaultMessage: 'Book' },
  bookings: { id: 'agent.nav.bookings', defaultMessage: 'Bookings' },
  invoices: { id: 'agent.nav.invoices', defaultMessage: 'Invoices' },
  statements: { id: 'agent.nav.statements', defaultMessage: 'Statements' },
  refused: { id: 'agent.portal.refused', defaultMessage: 'The agent portal is for our partner agencies.' },
  refusedText: {
    id: 'agent.portal.refusedText',
    defaultMessage: 'This account is not an agency’s. If your agency works with us, ask it to invite you.',
  },
});

const NAV = [
  { to: '/agent', end: true, label: messages.overview },
  { to: '/agent/book', end: false, label: messages.book },
  { to: '/agent/bookings', end: false, label: messages.bookings },
  { to: '/agent/invoices', end: false, label: messages.invoices },
  { to: '/agent/statements', end: false, label: messages.statements },
] as const;

/**
 * /agent/*: an agency's agent books at its net price, follows its bookings and pilgrims (decision 0065). Signed
 * out, the visitor is sent to sign in and back; any other account is told politely that the portal is not theirs.
 */
export function AgentPortal() {
  const intl = useIntl();
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={loginPathFrom(`${pathname}${search}`)} replace />;
  if (session.role !== 'AGENT')
    return (
      <div className="page container container--narrow">
        <EmptyState
          pageTitle
          icon="users"
          title={intl.formatMessage(messages.refused)}
          description={intl.formatMessage(messages.refusedText)}
          action={
            <ButtonLink to="/">
              <FormattedMessage id="agent.portal.home" defaultMessage="Back to the home page" />
            </ButtonLink>
          }
        />
      </div>
    );
  return (
    <div className="page container agent-portal">
      <nav aria-label={intl.formatMessage(messages.nav)} className="agent-portal__nav">
        <ul>
          {NAV.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="agent-portal__link">
                {intl.formatMessage(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="agent-portal__page">
        <Routes>
          <Route index element={<AgentOverviewPage />} />
          <Route path="book" element={<AgentBookPage />} />
          <Route path="bookings" element={<AgentBookingsPage />} />
          <Route path="bookings/:id" element={<AgentBookingPage />} />
          <Route path="invoices" element={<AgentInvoicesPage />} />
          <Route path="statements" element={<AgentStatementsPage />} />
          <Route path="*" element={<Navigate to="/agent" replace />} />
        </Routes>
      </div>
    </div>
  );
}
