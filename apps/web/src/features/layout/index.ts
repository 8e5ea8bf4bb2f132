/** What the page frame offers the areas: whether an alert banner is showing (the publish page says so). */
export { isAlertVisible } from './alerts-banner';
