import styles from './avatar.module.css';
import { useFileObjectUrl } from './download';

/** The 11 avatar colours of spec 2.4. */
export const AVATAR_COLOURS = ['#6C5CE7', '#00B894', '#0984E3', '#E17055', '#E84393', '#00CEC9', '#2D3436', '#A29BFE', '#D35400', '#16A085', '#8E44AD'] as const;

/** Initials from the first letters of the first and last word; one of 11 colours, stable per name. */
export const initials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return `${words[0]![0]!}${words.length > 1 ? words[words.length - 1]![0]! : ''}`.toUpperCase();
};

export const avatarColour = (name: string): string => AVATAR_COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % AVATAR_COLOURS.length]!;

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** White initials where they reach WCAG AA (4.5:1) on the colour, else black: the spec's light hues (#00CEC9…) need dark text. */
export const avatarTextColour = (background: string): string => (contrastRatio(background, '#ffffff') >= 4.5 ? '#ffffff' : '#000000');

/** The person's uploaded avatar (`url`, the API's file route) when they have one, else their initials. */
export const Avatar = ({ name, size = 32, url }: { name: string; size?: number; url?: string | null }) => {
  const image = useFileObjectUrl(url);
  if (image) return <img src={image} alt={name} width={size} height={size} className={styles.avatar} />;
  // Size and colour are computed per person, so they stay inline.
  return (
    <span role="img" aria-label={name} className={styles.avatar} style={{ width: size, height: size, background: avatarColour(name), color: avatarTextColour(avatarColour(name)), fontSize: size * 0.4 }}>
      {initials(name)}
    </span>
  );
};

/** The person card of spec 2.4: avatar, the name or "Unknown", and the title when known. */
export const PersonCard = ({ name, title, url, size = 32 }: { name?: string | null; title?: string | null; url?: string | null; size?: number }) => {
  const shown = name?.trim() || 'Unknown';
  return (
    <span className={styles.card} data-testid="person-card">
      <Avatar name={shown} url={url} size={size} />
      <span className={styles.text}>
        <span className={styles.name} title={shown}>{shown}</span>
        {title && <span className={styles.title}>{title}</span>}
      </span>
    </span>
  );
};
