// Runs in the <head>, before the first paint and while the app's code is still downloading:
// - applies the saved theme (or, with none saved, the system's light or dark setting), so a dark-mode user never sees
//   a white flash;
// - starts the two requests that every page's first render waits for (the session, when there is a token, and the
//   general alert), so they travel beside the app's code instead of after it (the signed-in pages' LCP).
// The app takes the answers over (apps/web/src/lib/early-requests.ts) when the token is still the same, and asks
// again itself when they are missing (an old cached copy of this file, a browser without fetch).
(function () {
  var token = null;
  try {
    var saved = localStorage.getItem('dark_mode');
    var dark = saved === null ? !!(window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches) : saved === '1';
    if (dark) document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    token = localStorage.getItem('token');
  } catch {
    /* storage blocked: light theme, no session */
  }
  if (typeof fetch !== 'function') return;
  function ask(method, path) {
    var headers = { accept: 'application/json' };
    if (token) headers.authorization = 'Bearer ' + token;
    var pending = fetch('/api/' + path, { method: method, headers: headers });
    // The app reads the failure itself; until then it must not be reported as unhandled.
    pending.catch(function () {});
    return pending;
  }
  window.__practiperuEarly = {
    version: 1,
    token: token,
    session: token ? ask('POST', 'auth/mySession') : null,
    alerts: ask('GET', 'recursos/listAlertas'),
  };
})();
