/** A calendar day (YYYY-MM-DD) as the viewer's local midnight: how a typed transaction date is sent. */
export const localDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
};

/** An instant's calendar day (YYYY-MM-DD) where the viewer is: what a date input shows. */
export const dayOf = (at: string): string => {
  const date = new Date(at);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
