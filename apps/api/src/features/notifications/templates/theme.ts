/** The shop's colours (apps/web styles.css): plum ink on ivory, gold accents. */
export const theme = {
  ink: '#1a0d1f',
  plum: '#4a2656',
  plumSoft: '#7a4a86',
  ivory: '#fbf6ec',
  card: '#fffdf8',
  line: '#e9dbc2',
  gold: '#c99a3c',
  muted: '#6b6470',
  sale: '#9b1c3c',
  font: 'Inter, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  serif: '"Playfair Display", Georgia, serif',
} as const;
