/**
 * Signs each demo account in once per lane's server, before that lane's journeys (playwright.config.ts), and stores
 * the session in e2e/.auth (support.ts: authFile). Journeys that need a demo account signed in reuse it; the login
 * form's own journeys still log in through the form.
 */
import { expect, test as setup } from '@playwright/test';
import { DEMO_OF_AREA, loginToken, storeSignIn, type Area } from './support';

for (const area of Object.keys(DEMO_OF_AREA) as Area[]) {
  setup(`signs the demo account of ${area} in`, async ({ request, baseURL }) => {
    expect(baseURL).toBeTruthy();
    const { email, password } = DEMO_OF_AREA[area];
    storeSignIn(baseURL!, area, await loginToken(request, area, email, password));
  });
}
