// Apply the saved theme before the first paint, so a dark-mode user never sees a white flash.
try {
  if (localStorage.getItem('dark_mode') === '1') document.documentElement.classList.add('dark');
} catch {
  /* storage blocked: light theme */
}
