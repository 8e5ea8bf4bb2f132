/** The icons of the first screens (page frame, logins): only their few paths, not the whole set of `Icon`. */
import { BASIC_ICON_PATHS, type BasicIconName } from '@practiperu/shared/iconos-basicos';
import { SvgIcon } from './svg-icon';

export function BasicIcon({ name, className }: { name: BasicIconName; className?: string }) {
  return <SvgIcon d={BASIC_ICON_PATHS[name]} className={className} />;
}
