/**
 * The icons of the first screens (the page frame's header, dark-mode switch and alerts banner, and the logins),
 * apart from the others so that a first visit downloads these few paths only; iconos.ts includes them in the set.
 */
export const BASIC_ICON_PATHS = {
  check: 'm4.5 12.75 6 6 9-13.5',
  briefcase: 'M9 6V4.5h6V6m-11.25 0h16.5v12.75H3.75V6Zm0 6h16.5',
  moon: 'M21.75 15A9.72 9.72 0 0 1 9 2.25 9.75 9.75 0 1 0 21.75 15Z',
  sun: 'M12 3v2.25m6.36.39-1.59 1.59M21 12h-2.25m-.39 6.36-1.59-1.59M12 18.75V21m-4.77-4.23-1.59 1.59M5.25 12H3m4.23-4.77L5.64 5.64M15.75 12a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0Z',
  megaphone: 'M10.5 6 18.75 3v15l-8.25-3H6a2.25 2.25 0 0 1-2.25-2.25v-4.5A2.25 2.25 0 0 1 6 6h4.5Zm0 0v9m-3 0 1.5 5.25h2.25',
  close: 'M6 18 18 6M6 6l12 12',
} as const;

export type BasicIconName = keyof typeof BASIC_ICON_PATHS;
