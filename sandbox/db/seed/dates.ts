// Seed dates relative to the seeding day ("today" of the injected clock), as ISO calendar dates.
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const daysFrom = (today: Date, days: number) => {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
};

export const yearsBefore = (isoDate: string, years: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return isoDay(d);
};
