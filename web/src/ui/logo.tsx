/** The logo's six colours (spec 2.4). */
export const LOGO_COLOURS = {
  black: '#000000',
  'dark-blue': '#1d1b4b',
  purple: '#3b37a0',
  teal: '#00a3a3',
  'vintage-pink': '#d8a7b1',
  white: '#ffffff',
} as const;

export type LogoColour = keyof typeof LOGO_COLOURS;

// The mark: a rounded tile with two offset bars, a card seen edge-on. Kept as one path so every
// colour is a single fill. The same shape is web/public/favicon.svg.
const MARK = 'M6 0h20a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H6a6 6 0 0 1-6-6V6a6 6 0 0 1 6-6zm2 9v4h16V9H8zm0 10v4h11v-4H8z';

/** The logo as SVG: `mark` alone or `full` (mark and the word Spend), in one of six colours. */
export const Logo = ({ colour = 'purple', variant = 'full', height = 32 }: { colour?: LogoColour; variant?: 'full' | 'mark'; height?: number }) => {
  const fill = LOGO_COLOURS[colour];
  const width = variant === 'full' ? height * 3.6 : height;
  return (
    <svg role="img" aria-label="Spend" data-colour={colour} data-variant={variant} width={width} height={height} viewBox={variant === 'full' ? '0 0 115 32' : '0 0 32 32'}>
      <path fill={fill} fillRule="evenodd" d={MARK} />
      {variant === 'full' && (
        <text x="40" y="24" fill={fill} fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="700" letterSpacing="-0.5">
          Spend
        </text>
      )}
    </svg>
  );
};
