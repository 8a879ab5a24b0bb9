import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let admin: string;
let adminId: number;
let customer: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  const a = await userWithToken(t, 'ADMIN');
  admin = a.token;
  adminId = a.user.id;
  customer = (await userWithToken(t, 'USER')).token;
});
afterAll(() => t.app.close());

let slugs = 0;
async function moduleWithLesson() {
  slugs += 1;
  const slug = `edit-me-${slugs}`;
  const created = await rest(t, 'POST', '/api/training/modules', {
    token: staff,
    json: { title: 'Edit me', slug, description: 'Before' },
  });
  const lesson = await rest(t, 'POST', `/api/training/modules/${slug}/lessons`, {
    token: staff,
    json: { title: 'Ihram', order: 1, videoUrl: 'https://example.com/ihram', content: 'Old' },
  });
  return { id: created.body.id as number, slug, lessonId: lesson.body.id as number };
}

describe('training modules and lessons', () => {
  it('staff edit a module and a lesson; the public module shows it at once', async () => {
    const { id, slug, lessonId } = await moduleWithLesson();
    await rest(t, 'GET', `/api/training/modules/${slug}`); // cached before the edits
    const renamed = await gql(
      t,
      'mutation ($id: Int!) { updateTrainingModule(id: $id, input: { title: "Ihram and intention", slug: "ihram-basics" }) { slug description } }',
      { id },
      staff,
    );
    expect(renamed.data.updateTrainingModule).toEqual({ slug: 'ihram-basics', description: 'Before' });
    const lesson = await rest(t, 'PATCH', `/api/training/lessons/${lessonId}`, {
      token: staff,
      json: { title: 'Entering ihram', order: 2, videoUrl: '', content: 'New' },
    });
    expect(lesson.body).toMatchObject({ title: 'Entering ihram', order: 2, videoUrl: null, content: 'New' });

    expect((await rest(t, 'GET', `/api/training/modules/${slug}`)).status).toBe(404);
    const shown = await gql(
      t,
      '{ trainingModule(slugOrId: "ihram-basics") { title lessons { title order videoUrl } } }',
    );
    expect(shown.data.trainingModule).toEqual({
      title: 'Ihram and intention',
      lessons: [{ title: 'Entering ihram', order: 2, videoUrl: null }],
    });
  });

  it('an edit keeps what it does not mention and refuses what the rules refuse', async () => {
    const { id, lessonId } = await moduleWithLesson();
    const lesson = await rest(t, 'PATCH', `/api/training/lessons/${lessonId}`, {
      token: staff,
      json: { content: 'Only' },
    });
    expect(lesson.body).toMatchObject({ title: 'Ihram', videoUrl: 'https://example.com/ihram', content: 'Only' });
    expect(
      (await rest(t, 'PATCH', `/api/training/lessons/${lessonId}`, { token: staff, json: { order: 0 } })).body,
    ).toEqual({ error: 'Order must be a whole number from 1.', reason: 'ORDER_INVALID' });
    expect(
      (await rest(t, 'PATCH', `/api/training/lessons/${lessonId}`, { token: staff, json: { title: ' ' } })).body,
    ).toEqual({ error: 'Lesson title is required.', reason: 'LESSON_TITLE_REQUIRED' });
    const other = await moduleWithLesson();
    const taken = await rest(t, 'PATCH', `/api/training/modules/${id}`, { token: staff, json: { slug: other.slug } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: `A module with slug ${other.slug} already exists.`,
      reason: 'MODULE_SLUG_TAKEN',
      params: { slug: other.slug },
    });
    expect(
      (await rest(t, 'PATCH', '/api/training/lessons/999999', { token: staff, json: { title: 'X' } })).status,
    ).toBe(404);
  });

  it('staff delete lessons; only an admin deletes a module (with its lessons); customers and visitors neither', async () => {
    const { id, lessonId } = await moduleWithLesson();
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expect((await rest(t, 'PATCH', `/api/training/modules/${id}`, { token, json: { title: 'X' } })).status).toBe(
        status,
      );
      expect(
        (await rest(t, 'PATCH', `/api/training/lessons/${lessonId}`, { token, json: { title: 'X' } })).status,
      ).toBe(status);
      expect((await rest(t, 'DELETE', `/api/training/lessons/${lessonId}`, { token })).status).toBe(status);
      expect((await rest(t, 'DELETE', `/api/training/modules/${id}`, { token })).status).toBe(status);
    }
    const staffDeletesModule = await gql(t, `mutation { deleteTrainingModule(id: ${id}) }`, {}, staff);
    expect(staffDeletesModule.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await rest(t, 'DELETE', `/api/training/modules/${id}`, { token: staff })).body).toEqual({
      error: 'Only an admin can delete a training module.',
      reason: 'MODULE_DELETE_ADMIN_ONLY',
    });

    expect((await gql(t, `mutation { deleteLesson(id: ${lessonId}) }`, {}, staff)).data.deleteLesson).toBe(true);
    expect(await t.deps.db.lesson.findUnique({ where: { id: lessonId } })).toBeNull();
    const second = await rest(t, 'POST', `/api/training/modules/${id}/lessons`, {
      token: staff,
      json: { title: 'Tawaf' },
    });
    expect((await rest(t, 'DELETE', `/api/training/modules/${id}`, { token: admin })).body).toEqual({ ok: true });
    expect(await t.deps.db.lesson.findUnique({ where: { id: second.body.id } })).toBeNull();
    expect((await gql(t, '{ trainingModules { id } }')).data.trainingModules).not.toContainEqual({ id });
  });
});

describe('an admin cannot demote or delete themselves', () => {
  it('the server refuses both, even when another admin exists', async () => {
    await userWithToken(t, 'ADMIN'); // not the last admin: the refusal is about oneself
    const demote = await rest(t, 'PATCH', `/api/users/${adminId}/role`, { token: admin, json: { role: 'STAFF' } });
    expect(demote.status).toBe(400);
    expect(demote.body).toEqual({ error: 'You cannot change your own role.', reason: 'OWN_ROLE_CHANGE' });
    const remove = await rest(t, 'DELETE', `/api/users/${adminId}`, { token: admin });
    expect(remove.status).toBe(400);
    expect(remove.body).toEqual({ error: 'You cannot delete your own account.', reason: 'OWN_ACCOUNT_DELETION' });
    expect((await t.deps.db.user.findUniqueOrThrow({ where: { id: adminId } })).role).toBe('ADMIN');
  });

  it('staff cannot change their own role either', async () => {
    const self = await userWithToken(t, 'STAFF');
    const answer = await gql(
      t,
      `mutation { updateUserRole(id: ${self.user.id}, role: USER) { role } }`,
      {},
      self.token,
    );
    expect(answer.errors?.[0]).toMatchObject({ message: 'You cannot change your own role.' });
  });
});

describe('the roles a viewer may grant, served on User.grantableRoles', () => {
  const grantable = async (token: string, ids: number[]) => {
    const answer = await gql(t, '{ users(page: 1, pageSize: 100) { items { id grantableRoles } } }', {}, token);
    const items = answer.data.users.items as { id: number; grantableRoles: string[] }[];
    return ids.map((id) => items.find((item) => item.id === id)?.grantableRoles);
  };

  it('an admin: every other role, highest first; staff: STAFF, GROUP_LEADER or USER on non-admins; nobody: their own', async () => {
    const self = await userWithToken(t, 'STAFF');
    const other = { admin: await userWithToken(t, 'ADMIN'), staff: await userWithToken(t, 'STAFF') };
    const user = await userWithToken(t, 'USER');
    const ids = [other.admin.user.id, other.staff.user.id, user.user.id, self.user.id];
    expect(await grantable(admin, ids)).toEqual([
      ['STAFF', 'GROUP_LEADER', 'USER'],
      ['ADMIN', 'GROUP_LEADER', 'USER'],
      ['ADMIN', 'STAFF', 'GROUP_LEADER'],
      ['ADMIN', 'GROUP_LEADER', 'USER'],
    ]);
    expect(await grantable(self.token, ids)).toEqual([[], ['GROUP_LEADER', 'USER'], ['STAFF', 'GROUP_LEADER'], []]);

    // What it serves is what updateUserRole does.
    const change = (id: number, role: string) =>
      gql(t, `mutation { updateUserRole(id: ${id}, role: ${role}) { role } }`, {}, self.token);
    expect((await change(other.admin.user.id, 'STAFF')).errors?.[0].message).toBe('Staff cannot change an admin.');
    expect((await change(user.user.id, 'ADMIN')).errors?.[0].message).toBe('Only an admin can grant the ADMIN role.');
    expect((await change(user.user.id, 'STAFF')).data.updateUserRole).toEqual({ role: 'STAFF' });
  });
});
