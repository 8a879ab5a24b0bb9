import { describe, expect, it } from 'vitest';

import { canDelete, creatableRoles, roleToggleTarget } from './roles';

describe('role rules (docs/product-rules.md#roles)', () => {
  it('lets an ADMIN create any role and STAFF only STAFF or USER', () => {
    expect(creatableRoles('ADMIN')).toEqual(['ADMIN', 'STAFF', 'USER']);
    expect(creatableRoles('STAFF')).toEqual(['STAFF', 'USER']);
    expect(creatableRoles('USER')).toEqual([]);
  });

  it('has an ADMIN toggle any user between ADMIN and STAFF', () => {
    expect(roleToggleTarget('ADMIN', 'ADMIN')).toBe('STAFF');
    expect(roleToggleTarget('ADMIN', 'STAFF')).toBe('ADMIN');
    expect(roleToggleTarget('ADMIN', 'USER')).toBe('ADMIN');
  });

  it('has STAFF toggle non-admin users between STAFF and USER, and never touch an ADMIN', () => {
    expect(roleToggleTarget('STAFF', 'STAFF')).toBe('USER');
    expect(roleToggleTarget('STAFF', 'USER')).toBe('STAFF');
    expect(roleToggleTarget('STAFF', 'ADMIN')).toBeNull();
  });

  it('lets only an ADMIN delete', () => {
    expect(canDelete('ADMIN')).toBe(true);
    expect(canDelete('STAFF')).toBe(false);
  });
});
