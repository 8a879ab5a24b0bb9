import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Consultations as work (issue #32): a status moved by a table (a reply answers, staff close and reopen), an
 * assignee who must be staff, replies queued in the outbox in the visitor's language and shown as the thread.
 */
let t: TestApp;
let staff: { token: string; user: { id: number; name: string } };
let admin: string;
let customer: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ consultation: 1000 }) });
  staff = await userWithToken(t, 'STAFF');
  admin = (await userWithToken(t, 'ADMIN')).token;
  customer = await userWithToken(t, 'USER');
});
afterAll(async () => t.app.close());

/** A consultation asked through the site, in `language` (its acknowledgement is queued with it). */
async function asked(language = 'en', name = 'Amina Yusuf') {
  const created = await rest(t, 'POST', '/api/consultations', {
    json: { name, email: `${Math.random().toString(36).slice(2, 9)}@example.com`, message: 'Umrah in Ramadan for 4?' },
    headers: { 'accept-language': language },
  });
  expect(created.status).toBe(201);
  return created.body.consultation as { id: number };
}

const audits = (id: number) =>
  t.deps.db.auditEntry.findMany({
    where: { entityType: 'Consultation', entityId: String(id) },
    orderBy: { id: 'asc' },
  });

describe('a reply', () => {
  it('queues a CONSULTATION_REPLY in the visitor’s language, linked to the consultation, and answers it', async () => {
    const { id } = await asked('ar', 'أمينة');
    const replied = await rest(t, 'POST', `/api/consultations/${id}/reply`, {
      token: staff.token,
      json: { body: '  Yes: four seats in the last ten nights.\n<b>Call us</b>  ' },
    });
    expect(replied.status).toBe(201);
    expect(replied.body.status).toBe('ANSWERED');
    expect(replied.body.emails.map((e: { kind: string }) => e.kind)).toEqual([
      'consultation-ack',
      'consultation-reply',
    ]);

    const reply = await t.deps.db.outboxEmail.findFirstOrThrow({
      where: { consultationId: id, kind: 'consultation-reply' },
    });
    expect(reply.subject).toBe('رد: سؤالك إلى Rihla');
    expect(reply.html).toContain('dir="rtl"');
    // The staff text as typed (trimmed), escaped in the HTML, line breaks kept.
    expect(reply.text).toContain('Yes: four seats in the last ten nights.\n<b>Call us</b>');
    expect(reply.html).toContain('&lt;b&gt;Call us&lt;/b&gt;');
    expect(reply.html).not.toContain('<b>Call us</b>');
    expect(reply.html).toContain('white-space:pre-wrap');

    const stored = await t.deps.db.consultation.findUniqueOrThrow({ where: { id } });
    expect(stored.status).toBe('ANSWERED');
    expect(stored.answeredAt).not.toBeNull();
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'consultation.reply', actorId: staff.user.id });
    expect(entry.after).toEqual({ status: 'ANSWERED', characters: 54 });
  });

  it('writes English and Indonesian subjects in their languages', async () => {
    for (const [language, subject] of [
      ['en', 'Re: your question to Rihla'],
      ['id', 'Re: pertanyaan Anda kepada Rihla'],
    ]) {
      const { id } = await asked(language);
      const replied = await gql(
        t,
        'mutation($id: Int!, $body: String!) { replyToConsultation(id: $id, body: $body) { status thread { kind subject status } } }',
        { id, body: 'Thank you.' },
        admin,
      );
      expect(replied.errors).toBeUndefined();
      expect(replied.data.replyToConsultation.status).toBe('ANSWERED');
      expect(replied.data.replyToConsultation.thread[1]).toEqual({
        kind: 'CONSULTATION_REPLY',
        subject,
        status: 'PENDING',
      });
    }
  });

  it('refuses an empty, a too long reply and one to a closed consultation, in words, writing nothing', async () => {
    const { id } = await asked();
    const empty = await rest(t, 'POST', `/api/consultations/${id}/reply`, {
      token: staff.token,
      json: { body: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      reason: 'CONSULTATION_REPLY_REQUIRED',
      error: 'Write a reply before sending it.',
    });
    const long = await rest(t, 'POST', `/api/consultations/${id}/reply`, {
      token: staff.token,
      json: { body: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('A reply is at most 5,000 characters.');
    await rest(t, 'PATCH', `/api/consultations/${id}/status`, { token: staff.token, json: { status: 'CLOSED' } });
    const closed = await rest(t, 'POST', `/api/consultations/${id}/reply`, {
      token: staff.token,
      json: { body: 'Hi' },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('This consultation is closed. Reopen it before replying.');
    expect(await t.deps.db.outboxEmail.count({ where: { consultationId: id, kind: 'consultation-reply' } })).toBe(0);
    const missing = await rest(t, 'POST', '/api/consultations/999999/reply', {
      token: staff.token,
      json: { body: 'Hi' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Consultation not found.');
  });

  it('is staff work: a customer or a visitor cannot reply, read, assign or move', async () => {
    const { id } = await asked();
    for (const token of [customer.token, undefined]) {
      const calls = [
        await rest(t, 'POST', `/api/consultations/${id}/reply`, { token, json: { body: 'Hi' } }),
        await rest(t, 'GET', `/api/consultations/${id}`, { token }),
        await rest(t, 'PATCH', `/api/consultations/${id}/assignee`, {
          token,
          json: { assignedToId: customer.user.id },
        }),
        await rest(t, 'PATCH', `/api/consultations/${id}/status`, { token, json: { status: 'CLOSED' } }),
      ];
      expect(calls.map((call) => call.status)).toEqual(token ? [403, 403, 403, 403] : [401, 401, 401, 401]);
    }
    expect((await t.deps.db.consultation.findUniqueOrThrow({ where: { id } })).status).toBe('NEW');
  });
});

describe('the status', () => {
  it('moves by the table: close from NEW, reopen to NEW, never to ANSWERED by hand; each move audited', async () => {
    const { id } = await asked();
    const move = (status: string) =>
      rest(t, 'PATCH', `/api/consultations/${id}/status`, { token: staff.token, json: { status } });
    const answered = await move('ANSWERED');
    expect(answered.status).toBe(409);
    expect(answered.body.error).toBe('A NEW consultation cannot be moved to ANSWERED.');
    expect((await move('CLOSED')).body).toMatchObject({ status: 'CLOSED' });
    expect((await t.deps.db.consultation.findUniqueOrThrow({ where: { id } })).closedAt).not.toBeNull();
    expect((await move('CLOSED')).body.error).toBe('A CLOSED consultation cannot be moved to CLOSED.');
    const reopened = await move('NEW');
    expect(reopened.body).toMatchObject({ status: 'NEW', closedAt: null });
    expect((await audits(id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['consultation.close', { status: 'NEW' }, { status: 'CLOSED' }],
      ['consultation.reopen', { status: 'CLOSED' }, { status: 'NEW' }],
    ]);
    const invalid = await move('DONE');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Status must be one of NEW, ANSWERED, CLOSED.');
  });

  it('offers staff the moves the table allows', async () => {
    const { id } = await asked();
    const moves = async () =>
      (await gql(t, 'query($id: Int!) { consultation(id: $id) { status staffMoves } }', { id }, staff.token)).data
        .consultation;
    expect(await moves()).toEqual({ status: 'NEW', staffMoves: ['CLOSED'] });
    await rest(t, 'POST', `/api/consultations/${id}/reply`, { token: staff.token, json: { body: 'Hello' } });
    expect(await moves()).toEqual({ status: 'ANSWERED', staffMoves: ['CLOSED'] });
    await rest(t, 'PATCH', `/api/consultations/${id}/status`, { token: staff.token, json: { status: 'CLOSED' } });
    expect(await moves()).toEqual({ status: 'CLOSED', staffMoves: ['NEW'] });
  });
});

describe('the assignee', () => {
  it('is a STAFF or ADMIN member; a customer is refused in words; assigning and unassigning are audited', async () => {
    const { id } = await asked();
    const assign = (assignedToId: number | null) =>
      rest(t, 'PATCH', `/api/consultations/${id}/assignee`, { token: staff.token, json: { assignedToId } });
    const refused = await assign(customer.user.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Consultations can only be assigned to staff or admins.');
    const mine = await assign(staff.user.id);
    expect(mine.status).toBe(200);
    expect(mine.body.assignedTo).toEqual({ id: staff.user.id, name: staff.user.name });
    expect((await assign(null)).body.assignedTo).toBeNull();
    expect((await audits(id)).map((entry) => entry.action)).toEqual(['consultation.assign', 'consultation.assign']);
  });

  it('filters the list by status and assignee, paged, and counts the unanswered', async () => {
    await t.deps.db.consultation.deleteMany();
    const [a, b, c] = [await asked(), await asked(), await asked()];
    await rest(t, 'PATCH', `/api/consultations/${a.id}/assignee`, {
      token: staff.token,
      json: { assignedToId: staff.user.id },
    });
    await rest(t, 'POST', `/api/consultations/${b.id}/reply`, { token: staff.token, json: { body: 'Hello' } });
    const ids = async (query: string) =>
      ((await rest(t, 'GET', `/api/consultations?${query}`, { token: staff.token })).body as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids('status=NEW')).toEqual([c.id, a.id]);
    expect(await ids('status=ANSWERED')).toEqual([b.id]);
    expect(await ids(`assignedToId=${staff.user.id}`)).toEqual([a.id]);
    expect(await ids('unassigned=true&status=NEW')).toEqual([c.id]);
    const page = await gql(
      t,
      'query { consultations(page: 1, pageSize: 1, filter: { status: NEW }) { total items { id status assignedTo { name } } } }',
      {},
      staff.token,
    );
    expect(page.data.consultations).toEqual({ total: 2, items: [{ id: c.id, status: 'NEW', assignedTo: null }] });
    const wrong = await rest(t, 'GET', '/api/consultations?status=OPEN', { token: staff.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Status must be one of NEW, ANSWERED, CLOSED.');
    // The dashboard's queue counts the same rows the New filter lists, and opens that list.
    const queues = await rest(t, 'GET', '/api/work-queues', { token: staff.token });
    expect(queues.body).toContainEqual(
      expect.objectContaining({ key: 'CONSULTATIONS_NOT_ANSWERED', count: 2, path: '/admin/consultations?status=NEW' }),
    );
  });

  it('lists staff and admins as assignees, not customers', async () => {
    const list = await rest(t, 'GET', '/api/consultations/assignees', { token: staff.token });
    expect(list.status).toBe(200);
    const ids = (list.body as { id: number }[]).map((row) => row.id);
    expect(ids).toContain(staff.user.id);
    expect(ids).not.toContain(customer.user.id);
  });
});

describe('the public request', () => {
  it('answers the visitor without the work on it: status and thread are staff fields', async () => {
    const created = await gql(
      t,
      'mutation { createConsultation(input: { name: "A", email: "a@example.com", message: "Hi" }) { id status thread { text } } }',
    );
    expect(created.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(created.data?.createConsultation ?? null).toBeNull();
  });
});
