/** The two things the spec keeps in localStorage: the session token and the dark-mode flag (spec §3). */
export const TOKEN_KEY = 'token';
export const DARK_MODE_KEY = 'dark_mode';

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage blocked (private mode): the session lives only in this page */
  }
}

export const tokenStore = {
  get: () => safeGet(TOKEN_KEY),
  set: (token: string) => safeSet(TOKEN_KEY, token),
  clear: () => safeSet(TOKEN_KEY, null),
};

export const darkModeStore = {
  get: () => safeGet(DARK_MODE_KEY) === '1',
  set: (on: boolean) => safeSet(DARK_MODE_KEY, on ? '1' : '0'),
};
