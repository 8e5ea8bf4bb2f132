/**
 * The app's icons as inline SVG (outline style, 24×24 grid, paths after Heroicons, MIT): no icon font,
 * no emoji (which depend on the reader's fonts), and `currentColor` so they follow the text colour.
 */
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5M5.25 9v10.5h4.5v-6h4.5v6h4.5V9',
  edit: 'M16.86 3.49a2.1 2.1 0 0 1 2.97 2.97L8.25 18.04 4.5 19.5l1.46-3.75L16.86 3.49Z',
  briefcase: 'M9 6V4.5h6V6m-11.25 0h16.5v12.75H3.75V6Zm0 6h16.5',
  send: 'M4.5 12 3 4.5 21 12 3 19.5 4.5 12Zm0 0h7.5',
  document: 'M7.5 3h6.75L19.5 8.25V21h-12V3Zm6.75 0v5.25h5.25M9.75 12.75h6m-6 3.75h6',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.5-3 2-1.5-2-3.46-2.36.94a7.5 7.5 0 0 0-1.64-.95L15 4.5h-4l-.5 2.53a7.5 7.5 0 0 0-1.64.95L6.5 7.04l-2 3.46 2 1.5-2 1.5 2 3.46 2.36-.94c.5.39 1.05.71 1.64.95l.5 2.53h4l.5-2.53a7.5 7.5 0 0 0 1.64-.95l2.36.94 2-3.46-2-1.5Z',
  star: 'M12 3.75 14.47 8.8l5.53.8-4 3.9.94 5.5L12 16.4 7.06 19l.94-5.5-4-3.9 5.53-.8L12 3.75Z',
  academic: 'M12 4.5 2.25 9 12 13.5 21.75 9 12 4.5Zm-6 6.75v4.5c0 1.24 2.69 2.25 6 2.25s6-1.01 6-2.25v-4.5M21.75 9v6',
  plus: 'M12 4.5v15m7.5-7.5h-15',
  list: 'M8.25 6.75h12m-12 5.25h12m-12 5.25h12M3.75 6.75h.01M3.75 12h.01M3.75 17.25h.01',
  sparkles:
    'M9.8 15.9 9 18.75l-.8-2.85a4.5 4.5 0 0 0-3.1-3.1L2.25 12l2.85-.8a4.5 4.5 0 0 0 3.1-3.1L9 5.25l.8 2.85a4.5 4.5 0 0 0 3.1 3.1l2.85.8-2.85.8a4.5 4.5 0 0 0-3.1 3.1ZM18.25 8.25 18 9.2l-.25-.95a2.25 2.25 0 0 0-1.55-1.55L15.25 6.5l.95-.25a2.25 2.25 0 0 0 1.55-1.55l.25-.95.25.95a2.25 2.25 0 0 0 1.55 1.55l.95.25-.95.25a2.25 2.25 0 0 0-1.55 1.55Z',
  chart: 'M3 19.5h18M6.75 16.5v-6m5.25 6V6.75m5.25 9.75v-3.75',
  logout:
    'M15.75 9V5.25A2.25 2.25 0 0 0 13.5 3h-6a2.25 2.25 0 0 0-2.25 2.25v13.5A2.25 2.25 0 0 0 7.5 21h6a2.25 2.25 0 0 0 2.25-2.25V15M12 12h9m0 0-3-3m3 3-3 3',
  moon: 'M21.75 15A9.72 9.72 0 0 1 9 2.25 9.75 9.75 0 1 0 21.75 15Z',
  sun: 'M12 3v2.25m6.36.39-1.59 1.59M21 12h-2.25m-.39 6.36-1.59-1.59M12 18.75V21m-4.77-4.23-1.59 1.59M5.25 12H3m4.23-4.77L5.64 5.64M15.75 12a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0Z',
  megaphone: 'M10.5 6 18.75 3v15l-8.25-3H6a2.25 2.25 0 0 1-2.25-2.25v-4.5A2.25 2.25 0 0 1 6 6h4.5Zm0 0v9m-3 0 1.5 5.25h2.25',
  check: 'm4.5 12.75 6 6 9-13.5',
  close: 'M6 18 18 6M6 6l12 12',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
