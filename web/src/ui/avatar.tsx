import { useFileObjectUrl } from './download';

const COLOURS = ['#6C5CE7', '#00B894', '#0984E3', '#E17055', '#E84393', '#00CEC9', '#2D3436', '#A29BFE', '#D35400', '#16A085', '#8E44AD'];

/** Initials from the first letters of the first and last word; one of 11 colours, stable per name. */
export const initials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return `${words[0]![0]!}${words.length > 1 ? words[words.length - 1]![0]! : ''}`.toUpperCase();
};

export const avatarColour = (name: string): string => COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;

/** The person's uploaded avatar (`url`, the API's file route) when they have one, else their initials. */
export const Avatar = ({ name, size = 32, url }: { name: string; size?: number; url?: string | null }) => {
  const image = useFileObjectUrl(url);
  if (image) return <img src={image} alt={name} width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover' }} />;
  return (
    <span
      aria-label={name}
      style={{ display: 'inline-grid', placeItems: 'center', width: size, height: size, borderRadius: '50%', background: avatarColour(name), color: '#fff', fontSize: size * 0.4, fontWeight: 600 }}
    >
      {initials(name)}
    </span>
  );
};
