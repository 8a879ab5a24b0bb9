/**
 * How a chosen place reads in the search fields, and back: the field shows "King Abdulaziz International
 * Airport (JED)" or "Haramain Railway Makkah Station, Saudi Arabia", while the API resolves IATA codes,
 * exact place names and cities. Free text (e.g. "Makkah") passes through unchanged.
 */
export type LabelledLocation = { name: string; iata?: string | null; country: string };

export function locationLabel(location: LabelledLocation): string {
  return location.iata ? `${location.name} (${location.iata})` : `${location.name}, ${location.country}`;
}

export function searchTermOf(text: string): string {
  const trimmed = text.trim();
  const code = /\(([A-Za-z]{3})\)$/.exec(trimmed);
  if (code) return code[1].toUpperCase();
  const comma = trimmed.lastIndexOf(', ');
  return comma > 0 ? trimmed.slice(0, comma) : trimmed;
}
