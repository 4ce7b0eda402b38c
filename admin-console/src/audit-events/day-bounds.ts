/**
 * The audit events list filters by days as the employee sees them: a day picked in their own time zone becomes the
 * instant it starts there (what the /admin-api facade's atFrom and atBefore take), and back again for the field.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (plus `days`) → the ISO instant that local day starts; anything else → undefined (no bound). */
export function dayStart(day: unknown, days = 0): string | undefined {
  const m = typeof day === 'string' ? DAY.exec(day) : null;
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** An ISO instant (minus `days`) → its local day as 'YYYY-MM-DD', the date field's value; blank when unreadable. */
export function dayOf(instant: unknown, days = 0): string {
  if (typeof instant !== 'string' || instant === '') return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
