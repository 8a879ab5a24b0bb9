import { describe, expect, it } from 'vitest';

import { canDelete, creatableRoles } from './roles';

describe('role rules (docs/product-rules.md#roles)', () => {
  it('lets an ADMIN create any role and STAFF only STAFF or USER', () => {
    expect(creatableRoles('ADMIN')).toEqual(['ADMIN', 'STAFF', 'USER']);
    expect(creatableRoles('STAFF')).toEqual(['STAFF', 'USER']);
    expect(creatableRoles('USER')).toEqual([]);
  });

  it('lets only an ADMIN delete', () => {
    expect(canDelete('ADMIN')).toBe(true);
    expect(canDelete('STAFF')).toBe(false);
  });
});
