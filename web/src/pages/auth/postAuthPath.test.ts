import { describe, expect, it } from 'vitest';

import { postAuthPath } from './postAuthPath';

describe('where a sign-in lands', () => {
  it('staff in the back-office, a group leader on their groups’ page, an agent in its portal, a customer home, unless going somewhere', () => {
    expect(postAuthPath('ADMIN')).toBe('/admin');
    expect(postAuthPath('STAFF')).toBe('/admin');
    expect(postAuthPath('GROUP_LEADER')).toBe('/admin/leader');
    expect(postAuthPath('AGENT')).toBe('/agent');
    expect(postAuthPath('USER')).toBe('/');
    expect(postAuthPath('AGENT')).toBe('/agent');
    expect(postAuthPath('GROUP_LEADER', '/admin/leader?x=1')).toBe('/admin/leader?x=1');
  });
});
