import './AuthPage.css';

import { useLocation, useNavigate } from 'react-router-dom';

import { Card, TabPanel, Tabs } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { LoginForm } from './auth/LoginForm';
import { SignupForm } from './auth/SignupForm';

type AuthTab = 'login' | 'signup';

const TABS = [
  { value: 'login' as const, label: 'Login' },
  { value: 'signup' as const, label: 'Signup' },
];

/** /login and /register: the path picks the starting tab, and switching tabs updates the path. */
export function AuthPage() {
  useDocumentTitle('Login Form');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: AuthTab = pathname.includes('register') ? 'signup' : 'login';

  return (
    <div className="page container auth-page">
      <div className="auth-page__art media-fill" aria-hidden="true">
        <img src="/images/hero.svg" alt="" width={560} height={640} />
        <blockquote className="auth-page__quote">
          “Take provisions, but indeed, the best provision is God-consciousness.”
          <cite>Al-Baqarah 2:197</cite>
        </blockquote>
      </div>
      <Card padding="lg" className="auth-page__card">
        <h1 className="auth-page__title">Login Form</h1>
        <p className="muted">
          Sign in, or create an account in a minute. Bookings you make while signed in are linked to your account, and
          you can follow them in My trips.
        </p>
        <Tabs
          id="auth"
          label="Account"
          tabs={TABS}
          value={tab}
          onChange={(next) => void navigate(next === 'signup' ? '/register' : '/login', { replace: true })}
        />
        <TabPanel tabsId="auth" value={tab}>
          {tab === 'login' ? <LoginForm /> : <SignupForm />}
        </TabPanel>
      </Card>
    </div>
  );
}
