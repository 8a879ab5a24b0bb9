import './auth.ts';
import './users.ts';
import './stats.ts';
import './packages.ts';
import './bookings.ts';
import './booking-balance.ts';
import './admin-bookings.ts';
import './departures.ts';
import './consultations.ts';
import './newsletter.ts';
import './emails.ts';
import './reviews.ts';
import './payments.ts';
import './payment-review.ts';
import './catalog.ts';
import './training.ts';
import './locations.ts';
import './trips.ts';
import './trip-bookings.ts';
import './my-trips.ts';
import './booking-claims.ts';
import './travellers.ts';
import './cancellations.ts';
import './subscriptions.ts';
import './audit.ts';

import { builder } from './builder.ts';

export const schema = builder.toSchema({ sortSchema: true });
