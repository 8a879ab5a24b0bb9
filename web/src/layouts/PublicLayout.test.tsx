import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getSession, setSession } from '../lib/session';
import { LOGOUT_EVERYWHERE_MUTATION, LOGOUT_MUTATION } from '../lib/useSession';
import { homeMock, packagesMock } from '../test/fixtures';
import { screenMatching } from '../test/media';
import { renderApp, renderWithProviders } from '../test/render';
import { SiteHeader } from './SiteHeader';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

describe('public layout', () => {
  it('has Home, Packages, Book, Consultation and Login for visitors, without Admin', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Packages', 'Book', 'Consultation', 'Login']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Admin only to ADMIN and STAFF', () => {
    setSession({ token: 't', role: 'USER' });
    const { unmount } = renderWithProviders(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();
    setSession({ token: 't', role: 'STAFF' });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('signs out of this device: ends this session on the server, clears it here and goes home', async () => {
    setSession({ token: 't', role: 'USER' });
    const logout = vi.fn(() => ({ data: { logout: true } }));
    renderWithProviders(<SiteHeader />, {
      route: '/packages',
      mocks: [{ request: { query: LOGOUT_MUTATION }, result: logout }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('forgets the session here at once, while the server is still being told (a page left mid-way keeps none)', async () => {
    // A visitor who signs out and goes straight to the login page must not send the revoked token with their
    // next login (the API answers a revoked token with "Your session has expired").
    setSession({ token: 't', role: 'USER' });
    renderWithProviders(<SiteHeader />, {
      route: '/packages',
      mocks: [{ request: { query: LOGOUT_MUTATION }, result: { data: { logout: true } }, delay: 60_000 }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(getSession()).toBeNull();
  });

  it('signs out of all devices through its own mutation, then clears the session here', async () => {
    setSession({ token: 't', role: 'USER' });
    const everywhere = vi.fn(() => ({ data: { logoutEverywhere: true } }));
    renderWithProviders(<SiteHeader />, {
      route: '/packages',
      mocks: [{ request: { query: LOGOUT_EVERYWHERE_MUTATION }, result: everywhere }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(everywhere).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
  });

  it('logs out here even when the server refuses (e.g. the token was already revoked)', async () => {
    setSession({ token: 't', role: 'USER' });
    renderWithProviders(<SiteHeader />, {
      mocks: [
        {
          request: { query: LOGOUT_MUTATION },
          result: { errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('styles the header once scrolled 50px', () => {
    renderWithProviders(<SiteHeader />);
    const header = screen.getByRole('banner');
    scrollTo(49);
    expect(header).not.toHaveClass('site-header--scrolled');
    scrollTo(50);
    expect(header).toHaveClass('site-header--scrolled');
  });

  it('shows the scroll-up button from 350px', () => {
    renderApp({ route: '/', mocks: [homeMock([])] });
    scrollTo(349);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(350);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('on a phone, shows the scroll-up button only while the reader scrolls back up (never over the text read)', () => {
    screenMatching('(max-width: 640px)');
    renderApp({ route: '/', mocks: [homeMock([])] });
    scrollTo(400);
    scrollTo(900);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(880);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollTo(1200);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('shows the back button on every page but home, in the header (where it never covers the page)', () => {
    const { unmount } = renderApp({ route: '/', mocks: [homeMock([])] });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    unmount();
    renderApp({ route: '/consultation' });
    expect(screen.getByRole('button', { name: 'Back' }).closest('header')).toHaveClass('site-header');
  });

  it('back without history goes home', async () => {
    renderApp({ route: '/consultation', mocks: [packagesMock([])] });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('has a footer with static and social links', () => {
    renderApp({ route: '/consultation' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Umrah packages' })).toHaveAttribute('href', '/packages');
    const instagram = within(footer).getByRole('link', { name: 'Rihla on Instagram' });
    expect(instagram).toHaveAttribute('target', '_blank');
    // Rihla's own profile, not the platform's home page.
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/rihla.travel');
  });
});
