/** Today plus the line's delivery days, e.g. "Tue, 14 Jan". */
export function deliveryByDate(deliveryDays: number, today: Date = new Date()): string {
  const date = new Date(today);
  date.setDate(date.getDate() + Math.max(0, deliveryDays));
  return date.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });
}
