/** Other modules may import this file: the unsubscribe links of the mails they send. */
export { areaOf, createUnsubscribeLinks } from './unsubscribe-url.ts';
