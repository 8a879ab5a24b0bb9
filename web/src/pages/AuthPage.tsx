import './AuthPage.css';

import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

import { Card, TabPanel, Tabs } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { LoginForm } from './auth/LoginForm';
import { SignupForm } from './auth/SignupForm';

type AuthTab = 'login' | 'signup';

const messages = defineMessages({
  title: { id: 'auth.page.title', defaultMessage: 'Login Form' },
  signupTitle: { id: 'auth.page.signupTitle', defaultMessage: 'Create your account' },
  login: { id: 'auth.page.loginTab', defaultMessage: 'Login' },
  signup: { id: 'auth.page.signupTab', defaultMessage: 'Signup' },
  tabs: { id: 'auth.page.tabs', defaultMessage: 'Account' },
});

const TABS = [
  { value: 'login' as const, label: messages.login },
  { value: 'signup' as const, label: messages.signup },
];

/** /login and /register: the path picks the starting tab, and switching tabs updates the path (not the query). */
export function AuthPage() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab: AuthTab = pathname.includes('register') ? 'signup' : 'login';
  // The Signup tab is not a sign-in: its heading says what it does.
  const title = intl.formatMessage(tab === 'signup' ? messages.signupTitle : messages.title);
  useDocumentTitle(title);

  return (
    <div className="page container auth-page">
      <div className="auth-page__art media-fill" aria-hidden="true">
        <img src="/images/hero.svg" alt="" width={560} height={640} />
        <blockquote className="auth-page__quote">
          <FormattedMessage
            id="auth.page.quote"
            defaultMessage="“Take provisions, but indeed, the best provision is God-consciousness.”"
          />
          <cite>
            <FormattedMessage id="auth.page.quoteSource" defaultMessage="Al-Baqarah 2:197" />
          </cite>
        </blockquote>
      </div>
      <Card padding="lg" className="auth-page__card">
        <h1 className="auth-page__title">{title}</h1>
        <p className="muted">
          <FormattedMessage
            id="auth.page.intro"
            defaultMessage="Sign in, or create an account in a minute. Bookings you make while signed in are linked to your account, and you can follow them in My trips."
          />
        </p>
        <Tabs
          id="auth"
          label={intl.formatMessage(messages.tabs)}
          tabs={TABS.map((item) => ({ value: item.value, label: intl.formatMessage(item.label) }))}
          value={tab}
          // Where the visitor was going (?next=) and the booking to adopt survive a change of tab.
          onChange={(next) =>
            void navigate({ pathname: next === 'signup' ? '/register' : '/login', search }, { replace: true })
          }
        />
        <TabPanel tabsId="auth" value={tab}>
          {tab === 'login' ? <LoginForm /> : <SignupForm />}
        </TabPanel>
      </Card>
    </div>
  );
}
