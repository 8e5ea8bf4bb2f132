/**
 * The app's icons as inline SVG (paths in shared/iconos): no icon font, no emoji (which depend on the reader's
 * fonts), and `currentColor` so they follow the text colour. The first screens (page frame, logins) draw theirs
 * with `BasicIcon` (basic-icon.tsx), which does not bring the whole set.
 */
import { ICON_PATHS, type IconName } from '@practiperu/shared/iconos';
import { SvgIcon } from './svg-icon';

export type { IconName };

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon d={ICON_PATHS[name]} className={className} />;
}
