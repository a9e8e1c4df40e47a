const COLOURS = ['#6C5CE7', '#00B894', '#0984E3', '#E17055', '#E84393', '#00CEC9', '#2D3436', '#A29BFE', '#D35400', '#16A085', '#8E44AD'];

/** Initials from the first letters of the first and last word; one of 11 colours, stable per name. */
export const initials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return `${words[0]![0]!}${words.length > 1 ? words[words.length - 1]![0]! : ''}`.toUpperCase();
};

export const avatarColour = (name: string): string => COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;

export const Avatar = ({ name, size = 32 }: { name: string; size?: number }) => (
  <span
    aria-label={name}
    style={{ display: 'inline-grid', placeItems: 'center', width: size, height: size, borderRadius: '50%', background: avatarColour(name), color: '#fff', fontSize: size * 0.4, fontWeight: 600 }}
  >
    {initials(name)}
  </span>
);
