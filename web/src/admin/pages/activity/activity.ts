/** What the Activity page knows about the audit log's entity types: a name, and the back-office page of each. */

export const ENTITY_TYPES = [
  { value: 'Package', label: 'Packages', page: '/admin/packages' },
  { value: 'Departure', label: 'Departures', page: '/admin/packages' },
  { value: 'Booking', label: 'Bookings', page: '/admin/bookings' },
  { value: 'TripBooking', label: 'Trip bookings', page: '/admin/trip-bookings' },
  { value: 'User', label: 'Users', page: '/admin/users' },
  { value: 'Review', label: 'Reviews', page: '/admin/reviews' },
  { value: 'TrainingModule', label: 'Training modules', page: '/admin/training' },
  { value: 'Lesson', label: 'Lessons', page: '/admin/training' },
  { value: 'PaymentEvent', label: 'Payment events', page: '/admin/payment-events' },
  { value: 'ScheduledService', label: 'Timetable', page: '/admin/timetable' },
  { value: 'TransportMode', label: 'Transport modes', page: null },
  { value: 'ServiceClass', label: 'Service classes', page: null },
  { value: 'SiteSettings', label: 'Site settings', page: '/admin/site-settings' },
] as const;

/** "Package", "Custom booking": one entity of a type, for the table's Record column. */
export function entityName(type: string): string {
  return type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^(\w)(.*)$/, (_, first: string, rest: string) => first + rest.toLowerCase());
}

export function entityPage(type: string): string | null {
  return ENTITY_TYPES.find((known) => known.value === type)?.page ?? null;
}

/** The badge colour of an action by its verb: removals red, creations green, the rest neutral. */
export function actionVariant(action: string): 'green' | 'red' | 'gold' | 'neutral' {
  const verb = action.split('.').at(-1) ?? '';
  if (/delete|cancel|archive|hide/.test(verb)) return 'red';
  if (/create|restore|confirm|unhide/.test(verb)) return 'green';
  if (/role|refund|replay|resolve/.test(verb)) return 'gold';
  return 'neutral';
}

/** A value of the diff (JSON text from the API) as a person reads it: text unquoted, nothing as an em dash. */
export function shownValue(json: string | null | undefined): string {
  if (json === null || json === undefined) return '—';
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.join(', ') || '—';
    return json;
  } catch {
    return json;
  }
}

/** "actorRole" -> "actor role": a field name of the diff in words. */
export const fieldName = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
