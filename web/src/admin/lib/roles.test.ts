import { describe, expect, it } from 'vitest';

import { canDelete, invitableRoles, ROLE_ACCESS } from './roles';

describe('role rules (docs/product-rules.md#roles)', () => {
  it('lets an ADMIN invite staff or admins, and STAFF only staff', () => {
    expect(invitableRoles('ADMIN')).toEqual(['STAFF', 'ADMIN']);
    expect(invitableRoles('STAFF')).toEqual(['STAFF']);
    expect(invitableRoles('USER')).toEqual([]);
  });

  it('lets only an ADMIN delete', () => {
    expect(canDelete('ADMIN')).toBe(true);
    expect(canDelete('STAFF')).toBe(false);
  });

  it('says what each role can see: staff the passports and refunds, admins also users and roles', () => {
    expect(ROLE_ACCESS.STAFF).toContain("travellers' passport data, payments and refunds");
    expect(ROLE_ACCESS.ADMIN).toContain('plus users, roles, invitations and site settings');
    expect(ROLE_ACCESS.USER).toBe('only their own trips and account, and no back-office');
  });
});
