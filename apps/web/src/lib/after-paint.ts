/**
 * Resolves once the browser has painted the current frame. The first screen's own data comes with the route (the
 * session, the alert, the page's loader); what is drawn below it and arrives later anyway (the applicant home's
 * recommended offers and premium notices) is asked after the first paint, so those requests and their answers do
 * not compete with the paint on a slow phone. The cost: they leave one frame later.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    // A frame callback runs just before that frame's paint; a task queued from it runs after the paint.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
