/** The 21 colours a card's visual may take (spec 2.5). */
export const CARD_PALETTE = [
  '#1d1b4b', '#3b37a0', '#6c5ce7', '#a29bfe', '#0984e3', '#74b9ff', '#00cec9',
  '#00b894', '#16a085', '#55efc4', '#2d3436', '#636e72', '#b2bec3', '#fdcb6e',
  '#e17055', '#d35400', '#ff7675', '#e84393', '#fd79a8', '#8e44ad', '#c0262d',
] as const;

/** A stable palette colour for a card id (or any key), so a card keeps its colour between visits. */
export const cardColour = (key: string): string => CARD_PALETTE[[...key].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7) % CARD_PALETTE.length]!;
