import { describe, expect, it } from 'vitest';

import { canDelete, invitableRoles, ROLE_ACCESS } from './roles';

describe('role rules (docs/product-rules.md#roles)', () => {
  it('lets an ADMIN invite staff, group leaders or admins, and STAFF staff and group leaders', () => {
    expect(invitableRoles('ADMIN')).toEqual(['STAFF', 'GROUP_LEADER', 'ADMIN']);
    expect(invitableRoles('STAFF')).toEqual(['STAFF', 'GROUP_LEADER']);
    expect(invitableRoles('GROUP_LEADER')).toEqual([]);
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
    expect(ROLE_ACCESS.GROUP_LEADER).toContain('phone numbers, hotels and flight times; no passports, documents');
  });
});
