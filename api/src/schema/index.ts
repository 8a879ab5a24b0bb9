import './types.ts';
import './auth.ts';
import './packages.ts';
import './bookings.ts';
import './payments.ts';
import './users.ts';
import './catalog.ts';
import './training.ts';
import './admin-lists.ts';
import './locations.ts';
import './trips.ts';
import './payment-review.ts';

import { builder } from './builder.ts';

export const schema = builder.toSchema({ sortSchema: true });
