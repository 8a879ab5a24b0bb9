/**
 * Price of a travel option in integer minor units: baseFare × class multiplier × passengers, rounded half up
 * once at the end. The multiplier is DECIMAL(6,2), so working in hundredths keeps every step an exact integer.
 */
export function tripPrice(baseFare: number, multiplier: string | number, passengers: number): number {
  const hundredths = Math.round(Number(multiplier) * 100);
  const priceTimes100 = baseFare * hundredths * passengers;
  return Math.floor((priceTimes100 + 50) / 100);
}
