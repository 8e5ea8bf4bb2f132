/**
 * What the app keeps in the browser. localStorage: the spec's session token and dark-mode flag, and
 * our own `alerta_cerrada` (the content of the alert banner the user closed, so it stays closed until the alert
 * changes). sessionStorage: `clave_actualizada` (the reset link just used in this tab, so its "password updated"
 * page opens; any other token there goes to 404).
 */
export const TOKEN_KEY = 'token';
export const DARK_MODE_KEY = 'dark_mode';
export const DISMISSED_ALERT_KEY = 'alerta_cerrada';
export const PASSWORD_UPDATED_KEY = 'clave_actualizada';

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

/** The dark-mode choice the user made with the switch: `null` while they made none (the system's setting applies). */
export const darkModeStore = {
  get: (): boolean | null => {
    const saved = safeGet(DARK_MODE_KEY);
    return saved === null ? null : saved === '1';
  },
  set: (on: boolean) => safeSet(DARK_MODE_KEY, on ? '1' : '0'),
};

/** The alert banner's content the user closed (a hash, not the text): the banner stays closed until it changes. */
export const dismissedAlertStore = {
  get: () => safeGet(DISMISSED_ALERT_KEY),
  set: (fingerprint: string) => safeSet(DISMISSED_ALERT_KEY, fingerprint),
};

/** The recovery token whose new password was just saved in this tab (sessionStorage: gone when the tab closes). */
export const passwordUpdatedStore = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(PASSWORD_UPDATED_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => {
    try {
      sessionStorage.setItem(PASSWORD_UPDATED_KEY, token);
    } catch {
      /* storage blocked: the message page then goes to 404, the password is saved anyway */
    }
  },
};
