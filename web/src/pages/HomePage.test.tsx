import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '../i18n/format';
import { homeMock, makePackage, QUOTED } from '../test/fixtures';
import { renderApp } from '../test/render';
import { SUBSCRIBE_NEWSLETTER_MUTATION } from './home/NewsletterForm';

const eightPackages = Array.from({ length: 8 }, (_, index) => makePackage(index + 1));

describe('home', () => {
  it('shows at most 6 package cards, and every package in the price list', async () => {
    renderApp({ route: '/', mocks: [homeMock(eightPackages)] });
    const featured = (await screen.findByRole('heading', { name: 'Chosen journeys for this season' })).closest(
      'section',
    )!;
    expect(await within(featured).findAllByRole('article')).toHaveLength(6);
    const prices = screen.getByRole('heading', { name: 'Every package, one list' }).closest('section')!;
    expect(within(prices).getAllByRole('listitem')).toHaveLength(8);
    expect(within(prices).getByText('$1,250.08')).toBeInTheDocument();
  });

  it("shows 'Contact' for a package without price", async () => {
    renderApp({ route: '/', mocks: [homeMock([makePackage(1, QUOTED)])] });
    expect(await screen.findAllByText('Contact')).not.toHaveLength(0);
  });

  it('shows the spec’s figures 20, 75, 650+ and the 5.0 rating on a fresh install', async () => {
    renderApp({ route: '/', mocks: [homeMock([])] });
    expect(await screen.findByText('No packages yet.')).toBeInTheDocument();
    for (const figure of ['20', '75', '650+']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getAllByText('5.0').length).toBe(2);
  });

  it('shows the figures an admin set (issue #31), in the hero’s rating too', async () => {
    renderApp({
      route: '/',
      mocks: [homeMock([], { yearsOfService: 25, partnerHotels: 80, pilgrimsServed: 1200, rating: 4.8 })],
    });
    const figures = within(await screen.findByRole('region', { name: 'Our experience' }));
    expect(await figures.findByText('1,200+')).toBeInTheDocument();
    expect(figures.getByText('25')).toBeInTheDocument();
    expect(figures.getByText('80')).toBeInTheDocument();
    expect(figures.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText(/^Rated/).closest('p')).toHaveTextContent('Rated 4.8 out of 5 by our pilgrims');
    expect(screen.queryByText('650+')).not.toBeInTheDocument();
  });

  it('has hero, about, video and sponsors with alt texts', () => {
    renderApp({ route: '/', mocks: [homeMock([])] });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Play the film/ })).toBeInTheDocument();
    expect(screen.getByAltText('Haramain Rail')).toHaveAttribute('src', '/images/sponsors/haramain-rail.svg');
    for (const image of screen.getAllByRole('img')) expect(image).toHaveAttribute('alt');
  });

  it('validates the home search and sends it to /search/results', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', mocks: [homeMock([])] });
    const form = screen.getByRole('form', { name: 'Trip search' });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please fill origin, destination and departure date.',
    );
  });

  it('validates the newsletter email and shows the thank-you from the server', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/',
      mocks: [
        homeMock([]),
        {
          request: { query: SUBSCRIBE_NEWSLETTER_MUTATION, variables: { email: 'hafsa@example.com' } },
          result: {
            data: {
              subscribeNewsletter: {
                __typename: 'NewsletterPayload',
                message: 'Thank you, Hafsa is subscribed.',
                reason: 'NEWSLETTER_CONFIRM_SENT',
                params: {},
              },
            },
          },
        },
      ],
    });
    const form = screen.getByRole('form', { name: 'Newsletter signup' });
    expect(within(form).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await user.type(within(form).getByLabelText(/Email address/), 'hafsa@');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Email address/));
    await user.type(within(form).getByLabelText(/Email address/), 'hafsa@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Thank you, Hafsa is subscribed.');
  });
});

describe('home in Arabic', () => {
  it('translates the hero, the figures and the price list, with Arabic plurals and prices', async () => {
    renderApp({ route: '/', locale: 'ar', mocks: [homeMock([makePackage(1), makePackage(2, { nights: 2 })])] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('لبِّ النداء. ونحن نتكفّل بالباقي.');
    expect(screen.getByRole('link', { name: 'استكشف الباقات' })).toHaveAttribute('href', '/packages');
    expect(screen.getByText('سنوات من الخدمة')).toBeInTheDocument();
    expect(await screen.findByText('650+')).toBeInTheDocument();
    const prices = (await screen.findByRole('heading', { name: 'كل الباقات في قائمة واحدة' })).closest('section')!;
    const rows = within(prices).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('10 ليالٍ');
    expect(rows[1]).toHaveTextContent('ليلتان');
    expect(rows[0].textContent).toContain(formatMoney(125001, 'USD', 'ar'));
    expect(prices).toHaveTextContent('«تواصل معنا»');
    expect(
      screen.getByRole('button', { name: 'تشغيل الفيلم: عِش الرحلة قبل أن تبدأها (44 ثانية) 0:44' }),
    ).toBeInTheDocument();
  });
});
