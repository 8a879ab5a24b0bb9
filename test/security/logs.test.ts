/**
 * Section 4 of docs/decisions/0007-public-safety.md: logs never hold client secrets, tokens or passwords. Every
 * attack file is checked after its run (support/log-check.ts); this one sends secrets where they are most
 * likely to be logged: query strings, failed logins, bad tokens, broken bodies, GraphQL documents.
 */
import { describe, expect, it } from 'vitest';

import { bookPricedPackage, checkout } from './support/checkout.ts';
import { expectLogsFreeOfSecrets, from, productLogs } from './support/product.ts';
import { recordSecret } from './support/secrets.ts';

const customer = from(121);

describe('logs', () => {
  it('secrets in query strings, headers and bodies never reach the log', async () => {
    const booking = await bookPricedPackage(customer, { name: 'Logged Customer', email: 'logged@security.example' });
    const intent = await checkout(customer, booking);
    const clientSecret: string = intent.body.clientSecret;
    expect(clientSecret).toEqual(expect.any(String));

    await customer.get(`/api/payments/status?clientSecret=${clientSecret}&bookingId=${booking.id}`);
    await customer.get(`/api/bookings/${booking.id}/checkout?kind=PACKAGE&token=${booking.token}`);
    await customer.post('/api/payments/demo/confirm', {
      clientSecret,
      cardNumber: '4000000000000002',
      expiry: '12/30',
      cvc: '123',
    });
    await customer.post('/api/auth/login', {
      email: 'logged@security.example',
      password: 'Failed-login-password-9137',
    });
    await customer.request('POST', '/api/auth/register', {
      raw: '{"name":"Broken","password":"Broken-body-password-5521",',
    });
    await customer.get('/api/users', { token: 'eyJhbGciOiJIUzI1NiJ9.bogus-bearer-token-7781.c2lnbmF0dXJl' });

    const inlinePassword = 'Inline-graphql-password-6604';
    recordSecret(inlinePassword, 'a password inside a GraphQL document');
    await customer.graphql(
      `mutation { login(email: "logged@security.example", password: "${inlinePassword}") { token } }`,
    );
    await customer.graphql(
      `mutation { login(email: "logged@security.example", password: "${inlinePassword}") { token nosuchfield } }`,
    );

    // The requests were logged (a silenced log would prove nothing), without the secrets.
    expect(productLogs()).toContain('/api/payments/status');
    await expectLogsFreeOfSecrets();
  });
});
